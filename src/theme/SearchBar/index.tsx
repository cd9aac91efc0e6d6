import type { ComponentProps, ReactNode } from 'react';
import SearchBar from '@theme-original/SearchBar';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

type Requests = Parameters<import('../../../plugins/search-index/client').EmbeddedSearchClient['search']>[0];

/**
 * The embedded client, loaded with its engine on the first query: the
 * search bar is on every page, the engine is for those who search.
 */
const lazyEmbeddedClient = {
  addAlgoliaAgent() {},
  search: (requests: Requests) =>
    import('../../../plugins/search-index/client').then(({ embeddedSearchClient }) =>
      embeddedSearchClient().search(requests),
    ),
};
const toEmbedded = () => lazyEmbeddedClient;

/**
 * The DocSearch bar of theme-search-algolia, with two props that site
 * config cannot carry, being functions:
 * - `getMissingResultsUrl`, for the "Let us know." link of a search that
 *   finds nothing: a new issue, titled with the query;
 * - with embedded search (no Algolia variables at build time),
 *   `transformSearchClient`, which hands the modal our client in place of
 *   Algolia's.
 */
export default function SearchBarWithBackEnd(props: ComponentProps<typeof SearchBar>): ReactNode {
  const { customFields } = useDocusaurusContext().siteConfig;
  const issues = String(customFields?.missingResultsUrl);
  const getMissingResultsUrl = ({ query }: { query: string }) =>
    `${issues}?title=${encodeURIComponent(`Search finds nothing for "${query}"`)}`;
  return (
    <SearchBar
      {...props}
      getMissingResultsUrl={getMissingResultsUrl}
      {...(customFields?.embeddedSearch ? { transformSearchClient: toEmbedded } : {})}
    />
  );
}
