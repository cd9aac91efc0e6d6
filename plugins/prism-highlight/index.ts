import type { Plugin } from '@docusaurus/types';
import { moduleRedirects } from '../patches';

const { plugin } = moduleRedirects(
  'prism-highlight',
  { package: '@docusaurus/theme-classic', dir: 'lib' },
  {
    // The client module that hands Prism to @theme/prism-include-languages
    // (src/theme/prism-include-languages.ts, which adds nothing to it).
    '': { 'prism-react-renderer': 'Highlight.tsx' },
    'theme/CodeBlock/Content': { 'prism-react-renderer': 'Highlight.tsx' },
  },
  __dirname,
);

/**
 * Gives the classic theme's code blocks Prism's core (Highlight.tsx), in place
 * of prism-react-renderer's bundle of sixteen languages, and no grammars up
 * front: each page imports those of its own code blocks (remark-grammars.ts,
 * a remark plugin of every docs instance). Both the browser and the server
 * bundles take it, so the server's markup is what the browser renders.
 */
export default function prismHighlight(): Plugin {
  return plugin('both');
}
