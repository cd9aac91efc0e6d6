import type { Plugin } from '@docusaurus/types';
import { moduleRedirects } from '../module-redirects';

const { redirectOf, plugin } = moduleRedirects(
  /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]/,
  { MDXComponents: { '@theme/Details': 'ClosedDetails.tsx' } },
  __dirname,
);

/** The file that replaces the import of `request` from the folder `context`, if any. */
export const detailsImportOf = redirectOf;

/**
 * A `<details>` block of a Markdown page hydrates when it is opened
 * (ClosedDetails.tsx): until then it keeps the server's HTML. Each rule type
 * of the /ref/rules pages shows its definition in one; hydrating them all on
 * /ref/rules/branch_protection kept a phone's main thread busy for a second.
 */
export default function detailsOnOpen(): Plugin {
  return plugin('details-on-open', 'both');
}
