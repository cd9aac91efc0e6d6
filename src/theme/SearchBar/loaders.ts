/**
 * The search's code, in a small chunk of its own that the search button
 * (./index.tsx) loads when the reader reaches for search, or earlier, when
 * the browser is idle on a connection that allows prefetching.
 *
 * Once this chunk has loaded, the bundler's runtime prefetches, at the
 * browser's lowest priority, every chunk of the imports below (the
 * `webpackPrefetch` comments), the chunks their dependencies were split into
 * included. So a reader who searches a few seconds into the visit gets the
 * modal and the engine from the cache. Each module is imported here only, so
 * the prefetched chunks are the ones the loaders load.
 */
export const loadBar = () => import(/* webpackPrefetch: true */ './Bar');
/** DocSearch's modal; the bar imports it itself only once it is up, with styles the bar has (./Bar.tsx). */
export const loadModal = () => import(/* webpackPrefetch: true */ '@docsearch/react/modal');
/** The embedded engine; hosted search prefetches it too (10 KB gzip), as the bundler cannot tell the modes apart. */
export const loadEngine = () => import(/* webpackPrefetch: true */ '../../../plugins/search-index/client');

/** The first tier of the embedded index, which the first query needs: prefetched beside the code. */
export function prefetchIndex(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.append(link);
}
