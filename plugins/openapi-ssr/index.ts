import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

const theme = /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]/;

/**
 * Imports that the plugin redirects, by the theme folder that imports them:
 * - BrowserOnly, in the components that render parameters, request body and
 *   responses, and in the page that places the request panel, becomes
 *   RenderNow, which renders its children on the server too;
 * - ExecutionEnvironment, in that page, says there is a DOM, so the page
 *   loads our request panel (src/theme/ApiExplorer) on the server as well.
 */
const redirects: Record<string, Record<string, string>> = {
  ParamsDetails: { '@docusaurus/BrowserOnly': 'RenderNow.tsx' },
  RequestSchema: { '@docusaurus/BrowserOnly': 'RenderNow.tsx' },
  ResponseSchema: { '@docusaurus/BrowserOnly': 'RenderNow.tsx' },
  ApiItem: {
    '@docusaurus/BrowserOnly': 'RenderNow.tsx',
    '@docusaurus/ExecutionEnvironment': 'executionEnvironment.ts',
  },
};

/** The file an import of `request` from the folder `context` is redirected to, if any. */
export function redirectOf(context: string, request: string): string | undefined {
  const match = theme.exec(context);
  if (!match) return undefined;
  const file = redirects[context.slice(match.index + match[0].length)]?.[request];
  return file && join(__dirname, file);
}

/**
 * docusaurus-theme-openapi-docs renders an operation's parameters, body and
 * responses, and the panel beside them, in the browser only: the built HTML
 * of an /ref/api page held loading skeletons, and search and readers without
 * JavaScript got nothing. These components only read their props and the
 * page's store, which exists during the server render too, so the plugin
 * redirects a few of their imports (see `redirects`) in both builds: server
 * and browser then render the same HTML and hydration matches. Nothing of the
 * theme is copied or ejected.
 */
export default function openApiSsr(): Plugin {
  return {
    name: 'openapi-ssr',
    configureWebpack(_config, _isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /^@docusaurus\/(BrowserOnly|ExecutionEnvironment)$/,
            (resolveData: { context?: string; request: string }) => {
              const file = redirectOf(resolveData.context ?? '', resolveData.request);
              if (file) resolveData.request = file;
            },
          ),
        ],
      };
    },
  };
}
