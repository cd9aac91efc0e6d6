import { searchIndexOptions } from './site';

/**
 * What a search record of a built page is made of, for both indexes: the
 * embedded one (records.ts) and Algolia's, whose Crawler configuration
 * scripts/search/crawler-config.ts generates from this definition.
 */
export const recordDefinition = {
  /**
   * Parts of a page that are not its text: anchors and buttons, navigation,
   * diagrams (their source is not prose), and in the REST reference the
   * bodies, responses and curl examples of each call, whose fields the
   * protocol reference indexes message by message. A page can leave out any
   * part with `data-search-exclude`.
   */
  excluded: [
    '[data-search-exclude]',
    'script',
    'style',
    'svg',
    'button',
    'nav',
    '.hash-link',
    '.theme-doc-toc-mobile',
    '.theme-doc-footer',
    '.pagination-nav',
    '[class*="mermaid"]',
    '.api-operation details.mime',
    '.api-operation .openapi-tabs__container',
    '.api-operation .openapi-tabs__response-list-container',
    '.api-operation .request-example',
  ],
  /**
   * Parts whose headings do not start records but are part of the text of the
   * record around them: a call of the REST reference (its path, "Request"), and
   * any part marked `data-search-merge`, such as a command-line reference page,
   * whose "Usage" and "Flags" say little without the command's name.
   */
  merged: ['.api-operation', '[data-search-merge]'],
  /** The element that holds the text of a page; a page without one has no records. */
  article: 'article',
  /** The element name of the page title (lvl1): the first one of the article. */
  title: 'h1',
  /** The element names of the headings of lvl2 and lvl3; one starts a record when it has an id. */
  headings: ['h2', 'h3'],
  /**
   * The elements of the article whose text the Crawler indexes as content
   * (its helper indexes chosen elements; the embedded index takes all the text
   * of the article outside the excluded parts).
   */
  content: ['p', 'li', 'td', 'pre'],
  /** The meta tags of the contextual search facets. */
  languageMeta: 'meta[name="docsearch:language"]',
  tagsMeta: 'meta[name="docsearch:docusaurus_tag"]',
  /**
   * lvl0, the area of the site: the area of the page's docs instance when
   * `byTag` names one of its tags (a reference with its own sidebar, whose
   * categories are not areas), else the first breadcrumb between "Home" and
   * the page, else `default`.
   */
  area: {
    byTag: searchIndexOptions.areaByTag,
    breadcrumbs: 'nav.theme-doc-breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active)',
    default: searchIndexOptions.defaultArea,
  },
};

export type RecordDefinition = typeof recordDefinition;
