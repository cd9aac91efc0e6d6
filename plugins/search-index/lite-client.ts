import { liteClient as algoliaLiteClient } from 'algoliasearch/lite';
import { embeddedAppId } from './app-id';
import { embeddedSearchClient, type EmbeddedSearchClient } from './client';

/**
 * Takes the place of `liteClient` from `algoliasearch/lite` in the /search
 * page (see index.ts): ours when the site config names the embedded back
 * end as its application, Algolia's otherwise.
 */
export function liteClient(
  appId: string,
  apiKey: string,
): EmbeddedSearchClient | ReturnType<typeof algoliaLiteClient> {
  return appId === embeddedAppId ? embeddedSearchClient() : algoliaLiteClient(appId, apiKey);
}
