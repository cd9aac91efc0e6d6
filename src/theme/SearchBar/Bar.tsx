import type { ComponentProps, ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
// The styles the bar imports with the modal, loaded with the bar so that
// its import finds them here (plugins/search-index). DocSearch's package
// says its modules have no side effects: an import of the style that used
// nothing of it would be dropped.
import * as docSearchStyle from '@docsearch/react/style';
import '@theme-search-algolia/SearchBar/styles.css';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import IndexUnavailable, { reportIndexReached } from '../../../plugins/search-index/Unavailable';
import { lastQueryWins, typingPause } from '../../../plugins/search-index/last-query';
import { loadEngine } from './loaders';

type Requests = Parameters<import('../../../plugins/search-index/client').EmbeddedSearchClient['search']>[0];

/**
 * Marks the page while a query waits for its answer (the first one of a
 * visit waits for the engine and the index). DocSearch renders "No results
 * found for" for a query as soon as it is typed, before any answer, and the
 * marker hides that screen until the answer comes (plugins/search-index/
 * embedded.css); DocSearch's own loading indicator shows meanwhile.
 */
let pending = 0;
function waiting(change: 1 | -1): void {
  pending += change;
  if (pending > 0) document.documentElement.dataset.searchPending = '';
  else delete document.documentElement.dataset.searchPending;
}

type Answer = Awaited<
  ReturnType<import('../../../plugins/search-index/client').EmbeddedSearchClient['search']>
>;

/**
 * How long the input stays unchanged before its query is searched, on a
 * touch screen (see `waitsForPause`). A query answered while the reader is still
 * typing is one DocSearch throws away at the next keystroke; on a phone's CPU
 * each costs 100 to 150 ms (the short prefixes match hundreds of records),
 * and the keystrokes after it wait for it. A reader pauses longer than this
 * between words than within them.
 */
const typingPauseMs = 100;

/**
 * Whether queries wait for a pause in typing: on a touch screen (a coarse
 * pointer), that is on a phone or a tablet, where rendering each keystroke's
 * hits cost 80 to 110 ms with Lighthouse's phone CPU. On a desktop a search
 * and its hits take a few milliseconds, and each keystroke is answered at once.
 *
 * It used to be decided by how long the index took to load, which also
 * counted one-time costs: in a fresh browser (the engine's code compiled for
 * the first time) a desktop read as slow, and every keystroke of its session
 * waited 100 ms (`npm run bench`: 128 ms from keystroke to results, against 20
 * ms in the same browser a minute later).
 */
function waitsForPause(): boolean {
  return window.matchMedia('(pointer: coarse)').matches;
}

/** The engine's client, once its chunk is in. */
async function engineClient() {
  const { embeddedSearchClient } = await loadEngine();
  return embeddedSearchClient();
}

const answerLast = lastQueryWins<Requests, Answer>(
  async () => {
    const client = await engineClient();
    await client.ready();
    if (waitsForPause()) await typingPause(typingPauseMs);
  },
  async (requests) => (await engineClient()).search(requests, { snippets: 'text-matches' }),
);

/**
 * The embedded client, with its engine in a chunk of its own (see
 * ./loaders.ts): the search bar is on every page, the engine is for those who
 * search. Queries wait for the index, and on a touch screen for a pause in
 * typing; the last one asked is answered (plugins/search-index/last-query.ts).
 * Each answer also tells whether the index could be fetched (see Unavailable).
 */
const lazyEmbeddedClient = {
  addAlgoliaAgent() {},
  search: async (requests: Requests): Promise<Answer> => {
    waiting(1);
    try {
      const result = await answerLast(requests);
      reportIndexReached(true);
      return result;
    } catch (error) {
      // A failed fetch is a RetryError, as Algolia's client names one; so is a chunk that does not load.
      if ((error as Error).name === 'RetryError' || (error as Error).name === 'ChunkLoadError')
        reportIndexReached(false);
      throw error;
    } finally {
      waiting(-1);
    }
  },
};
const toEmbedded = () => lazyEmbeddedClient;

export const styles = docSearchStyle;

/**
 * The DocSearch bar of theme-search-algolia (loaded by ./index.tsx when the
 * reader reaches for search), with two props that site config cannot carry,
 * being functions:
 * - `getMissingResultsUrl`, for the "Let us know." link of a search that
 *   finds nothing: a new issue, titled with the query;
 * - with embedded search (no Algolia variables at build time),
 *   `transformSearchClient`, which hands the modal our client in place of
 *   Algolia's; next to the bar then, the screen for an index that cannot be
 *   fetched.
 */
export default function SearchBarWithBackEnd(props: ComponentProps<typeof SearchBar>): ReactNode {
  const { customFields } = useDocusaurusContext().siteConfig;
  const issues = String(customFields?.missingResultsUrl);
  const getMissingResultsUrl = ({ query }: { query: string }) =>
    `${issues}?title=${encodeURIComponent(`Search finds nothing for "${query}"`)}`;
  if (!customFields?.embeddedSearch) {
    return <SearchBar {...props} getMissingResultsUrl={getMissingResultsUrl} />;
  }
  return (
    <>
      <SearchBar {...props} getMissingResultsUrl={getMissingResultsUrl} transformSearchClient={toEmbedded} />
      <IndexUnavailable />
    </>
  );
}
