import type { Plugin } from '@docusaurus/types';
import { moduleRedirects } from '../module-redirects';

const { redirectOf, plugin } = moduleRedirects(
  /@docusaurus[\\/]theme-classic[\\/]lib(?:[\\/]|$)/,
  {
    '': {
      'prism-react-renderer': 'Highlight.tsx',
      '@theme/prism-include-languages': 'include-languages.ts',
    },
    'theme/CodeBlock/Content': { 'prism-react-renderer': 'Highlight.tsx' },
  },
  __dirname,
);

/** The file that replaces the import of `request` from the folder `context`, if any. */
export const prismImportOf = redirectOf;

/**
 * Gives the classic theme's code blocks Prism's core (Highlight.tsx), in place
 * of prism-react-renderer's bundle of sixteen languages, and no grammars up
 * front: each page imports those of its own code blocks (remark-grammars.ts,
 * a remark plugin of every docs instance). Both the browser and the server
 * bundles take it, so the server's markup is what the browser renders.
 */
export default function prismHighlight(): Plugin {
  return plugin('prism-highlight', 'both');
}
