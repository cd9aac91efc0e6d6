/**
 * What the classic theme's code block content imports from theme-common's
 * internals (see index.ts), with this site's word-wrap hook in place of
 * theme-common's. A named export takes precedence over the same name from
 * `export *`.
 */
export * from '@docusaurus/theme-common/internal';
export { useCodeWordWrap } from './useCodeWordWrap';
