import type { Plugin } from '@docusaurus/types';
import { moduleRedirects } from '../module-redirects';

const { redirectOf, bundlerPlugin } = moduleRedirects(
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]/,
  { MDXComponents: { '@theme/Details': 'ClosedDetails.tsx' } },
  __dirname,
);

/** The file that replaces the import of `request` from the folder `context`, if any. */
export const detailsImportOf = redirectOf;

/**
 * A `<details>` block of a Markdown page hydrates when it is opened
 * (ClosedDetails.tsx): until then it keeps the server's HTML. The rule pages
 * hold each rule type's whole file in one; hydrating fourteen of them on
 * /ref/rules/branch_protection kept a phone's main thread busy for a second.
 */
export default function detailsOnOpen(): Plugin {
  return {
    name: 'details-on-open',
    configureWebpack(_config, _isServer, utils) {
      return { plugins: [bundlerPlugin(utils)] };
    },
  };
}
