// Algolia Crawler configuration for hosted search (README.md, "Search").
// Paste it into the Crawler's editor, with your own appId, apiKey and index
// name. Its records carry the hierarchy the embedded index uses
// (plugins/search-index/records.ts): lvl0 the area of the site (the first
// breadcrumb, or "REST API reference"), lvl1 the page title, lvl2 and lvl3
// the h2 and h3 headings; and the facets that contextual search filters on,
// language and docusaurus_tag, read from the pages' docsearch meta tags.
/* global Crawler -- the Algolia Crawler editor provides it. */
new Crawler({
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: ['https://mindersec.github.io/'],
  sitemaps: ['https://mindersec.github.io/sitemap.xml'],
  discoveryPatterns: ['https://mindersec.github.io/**'],
  exclusionPatterns: ['https://mindersec.github.io/search**'],
  ignoreCanonicalTo: true,
  actions: [
    {
      indexName: 'YOUR_INDEX_NAME',
      pathsToMatch: ['https://mindersec.github.io/**'],
      recordExtractor: ({ $, helpers }) => {
        // Parts that are not text, as in the embedded index.
        $(
          '[data-search-exclude], nav, button, .hash-link, .theme-doc-toc-mobile, .theme-doc-footer, ' +
            '.pagination-nav, [class*="mermaid"], .api-operation details.mime, ' +
            '.api-operation .openapi-tabs__container, .api-operation .request-example',
        ).remove();
        const area =
          $('nav.theme-doc-breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active)')
            .map((_, item) => $(item).text().trim())
            .get()
            .find(Boolean) ||
          ($('meta[name="docsearch:docusaurus_tag"]').attr('content') === 'docs-api-current'
            ? 'REST API reference'
            : 'Documentation');
        return helpers.docsearch({
          recordProps: {
            lvl0: { selectors: '', defaultValue: area },
            lvl1: 'article h1',
            lvl2: 'article h2[id]:not(.api-operation h2)',
            lvl3: 'article h3[id]:not(.api-operation h3)',
            content: 'article p, article li, article td, article pre',
            language: {
              selectors: '',
              defaultValue: $('meta[name="docsearch:language"]').attr('content') || 'en',
            },
            docusaurus_tag: {
              selectors: '',
              defaultValue: ($('meta[name="docsearch:docusaurus_tag"]').attr('content') || 'default').split(
                ',',
              ),
            },
          },
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    YOUR_INDEX_NAME: {
      attributesForFaceting: ['type', 'lang', 'language', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 4,
      minWordSizefor2Typos: 8,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      removeWordsIfNoResults: 'allOptional',
    },
  },
});
