import type { SearchIndexOptions } from '.';
import { embeddedAppId } from './app-id';

export { embeddedAppId };

/**
 * The site's search settings (SPEC.md sections 4 and 8), read by
 * docusaurus.config.ts, the browser client and the bench: Algolia DocSearch
 * when its three variables are set at build time, with the AI question mode
 * when an assistant is named too; otherwise the site's own index. Either way
 * the UI is theme-search-algolia's.
 */
export const algolia = {
  appId: process.env.ALGOLIA_APP_ID,
  apiKey: process.env.ALGOLIA_SEARCH_API_KEY,
  indexName: process.env.ALGOLIA_INDEX_NAME,
  assistantId: process.env.ALGOLIA_ASSISTANT_ID,
};

export const hostedSearch = Boolean(algolia.appId && algolia.apiKey && algolia.indexName);

/**
 * The origins the hosted DocSearch client sends requests to, for the pages'
 * CSP (plugins/hosting): the search hosts of the application
 * (`<app>-dsn.algolia.net`, `<app>-1.algolianet.com`...), the insights events
 * (`insights.algolia.io`) and the Ask AI chat. Embedded search asks nothing
 * of another origin.
 */
export const searchOrigins = hostedSearch
  ? [
      'https://*.algolia.net',
      'https://*.algolianet.com',
      'https://*.algolia.io',
      ...(algolia.assistantId ? ['https://askai.algolia.com', 'https://beta-chat-askai.algolia.com'] : []),
    ]
  : [];

export const searchIndexOptions: SearchIndexOptions = {
  embedded: !hostedSearch,
  // The references with a docs instance of their own: their sidebars' categories
  // (services, command groups) are not areas of the site.
  areaByTag: {
    'docs-api-current': 'REST API reference',
    'docs-cli-current': 'Command-line reference',
    'docs-rules-current': 'Rule reference',
  },
  defaultArea: 'Documentation',
};
