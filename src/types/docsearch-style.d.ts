/** DocSearch's style entry (`@docsearch/react/style`) has no type declarations: it re-exports its CSS. */
declare module '@docsearch/react/style';
/** theme-search-algolia's search bar stylesheet, by the alias plugins/search-index gives it. */
declare module '@theme-search-algolia/SearchBar/styles.css';
