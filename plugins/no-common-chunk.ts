import type { Plugin } from '@docusaurus/types';

/**
 * Docusaurus moves every module that half the route chunks share into one
 * `common` chunk that every page loads. Which modules that catches depends on
 * which pages are the majority, not on what a page needs: Mermaid's internals
 * (it splits itself into chunks that share them) once added 160 KB gzip to
 * every page, and the 300-odd /ref/api pages made the OpenAPI theme a third
 * of every page's JavaScript. With the group off, shared library code goes to
 * the bundler's vendor chunks, which only the pages that import it load.
 */
export default function noCommonChunk(): Plugin {
  return {
    name: 'no-common-chunk',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { optimization: { splitChunks: { cacheGroups: { common: false } } } };
    },
  };
}
