import type { Plugin } from '@docusaurus/types';

type NamedChunk = { name?: string | null; canBeInitial(): boolean };

/**
 * Docusaurus moves every module shared by half the pages' async chunks into
 * one `common` chunk that every page loads. Libraries that split themselves
 * with dynamic imports (Mermaid loads dozens of diagram chunks) share modules
 * among their own chunks, so those modules landed in `common` and every page
 * paid for Mermaid. Route chunks are the ones Docusaurus names (its registry
 * sets webpackChunkName); the library's own chunks are anonymous. Counting
 * only named async chunks keeps `common` to what pages really share.
 */
export function isRouteChunk(chunk: NamedChunk): boolean {
  return Boolean(chunk.name) && !chunk.canBeInitial();
}

export default function routeChunksCommon(): Plugin {
  return {
    name: 'route-chunks-common',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: { cacheGroups: { common: { chunks: isRouteChunk } } },
        },
      };
    },
  };
}
