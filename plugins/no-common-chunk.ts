import type { Plugin } from '@docusaurus/types';
import { DependencyMovedError } from './patches';

/**
 * Docusaurus moves every module that half the route chunks share into one
 * `common` chunk that every page loads. Which modules that catches depends on
 * which pages are the majority, not on what a page needs: Mermaid's internals
 * (it splits itself into chunks that share them) once added 160 KB gzip to
 * every page, and the 300-odd /ref/api pages made the OpenAPI theme a third
 * of every page's JavaScript. With the group off, shared library code goes to
 * the bundler's vendor chunks, which only the pages that import it load.
 * If Docusaurus renames the group, turning off `common` would do nothing:
 * the build stops instead.
 */
export default function noCommonChunk(): Plugin {
  return {
    name: 'no-common-chunk',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const splitChunks = config.optimization?.splitChunks;
      const groups = splitChunks
        ? (splitChunks as { cacheGroups?: Record<string, unknown> }).cacheGroups
        : undefined;
      if (!groups || !('common' in groups))
        throw new DependencyMovedError('no-common-chunk', [
          `the browser configuration has no splitChunks cache group "common" (groups: ${Object.keys(groups ?? {}).join(', ') || 'none'})`,
        ]);
      return { optimization: { splitChunks: { cacheGroups: { common: false } } } };
    },
  };
}
