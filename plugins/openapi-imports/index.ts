import type { Plugin } from '@docusaurus/types';
import { moduleRedirects, type Redirects } from '../patches';

/**
 * Imports that the plugin redirects, by the theme folder that imports them:
 * - BrowserOnly, in the components that render parameters, request body and
 *   responses, becomes RenderNow, which renders its children on the server
 *   too. The built HTML of /ref/api held loading skeletons before, and search
 *   and readers without JavaScript got nothing. These components only read
 *   their props and the page's store, which exists during the server render
 *   too, so server and browser render the same HTML and hydration matches.
 * - @docusaurus/theme-common, in the theme's ApiLogo, Tabs (which replaces
 *   the classic theme's on every page) and utils, becomes themeCommon.ts, which exports
 *   only the names they use (see there); @docusaurus/router, in the utils,
 *   becomes router.ts, for the same reason.
 * - @docusaurus/useIsBrowser, in the theme's tab sets, becomes
 *   sameKeyAfterHydration.ts, so that they are not mounted a second time
 *   after hydration (see there).
 * - @theme/Details, in Schema (each nested object of a body), becomes
 *   src/components/ClosedDetails, which keeps the server's HTML of a closed
 *   level and renders it in the browser only when it is opened (see there).
 */
const redirects: Redirects = {
  ParamsDetails: { '@docusaurus/BrowserOnly': 'RenderNow.tsx' },
  RequestSchema: { '@docusaurus/BrowserOnly': 'RenderNow.tsx' },
  ResponseSchema: { '@docusaurus/BrowserOnly': 'RenderNow.tsx' },
  Schema: { '@theme/Details': '../../src/components/ClosedDetails/index.tsx' },
  ...Object.fromEntries(
    ['ApiTabs', 'DiscriminatorTabs', 'MimeTabs', 'OperationTabs', 'SchemaTabs'].map((tabs) => [
      tabs,
      { '@docusaurus/useIsBrowser': 'sameKeyAfterHydration.ts' },
    ]),
  ),
  ApiLogo: { '@docusaurus/theme-common': 'themeCommon.ts' },
  Tabs: {
    '@docusaurus/theme-common': 'themeCommon.ts',
    '@docusaurus/useIsBrowser': 'sameKeyAfterHydration.ts',
  },
  utils: { '@docusaurus/theme-common': 'themeCommon.ts', '@docusaurus/router': 'router.ts' },
};

const { plugin } = moduleRedirects(
  'openapi-imports',
  { package: 'docusaurus-theme-openapi-docs', dir: 'lib/theme' },
  redirects,
  __dirname,
);

/**
 * Redirects a few imports of docusaurus-theme-openapi-docs (see `redirects`),
 * in both builds. Nothing of the theme is copied or ejected.
 */
export default function openApiImports(): Plugin {
  return plugin('both');
}
