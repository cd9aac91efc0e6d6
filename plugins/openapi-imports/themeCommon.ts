/**
 * What the OpenAPI theme's ApiLogo, Tabs and utils (tabs, scroll, mutation
 * observer) take from @docusaurus/theme-common. They load it with CommonJS `require()`, which
 * makes the bundler keep every export of theme-common and stop concatenating
 * its modules in the main bundle (about 3 KB gzip on every page); through
 * this module they get the four names they use.
 */
export {
  duplicates,
  ReactContextError,
  ThemeClassNames,
  useColorMode,
  useEvent,
  useStorageSlot,
} from '@docusaurus/theme-common';
