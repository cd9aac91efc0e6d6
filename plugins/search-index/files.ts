/**
 * Files the build writes and the browser fetches, relative to the site's base
 * URL. A module of its own, without the engine's code, so that the search
 * button of every page can name the index it prefetches.
 */
export const indexFile = 'search/index.json';
export const textFile = 'search/text.json';
export const contentFile = (chunk: number): string => `search/content-${chunk}.json`;
