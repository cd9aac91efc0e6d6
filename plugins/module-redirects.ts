import { join } from 'node:path';
import type { ConfigureWebpackUtils, Plugin } from '@docusaurus/types';

/** Per folder under a package's root, per import request, the file of ours that the import gets. */
export type Redirects = Record<string, Record<string, string>>;

/**
 * Redirects of imports made by a dependency's modules, as the local plugins
 * use them (openapi-imports, prefetch-once, search-index): nothing of the
 * dependency is copied or ejected; the bundler hands some of its modules a
 * file of ours for one import.
 * - `root`: where the folders of `redirects` start, e.g. a theme's `lib/theme/`;
 * - `dir`: the folder of the files the redirects name.
 */
export function moduleRedirects(root: RegExp, redirects: Redirects, dir: string) {
  /** The file an import of `request` from the folder `context` is redirected to, if any. */
  const redirectOf = (context: string, request: string): string | undefined => {
    const match = root.exec(context);
    if (!match) return undefined;
    const file = redirects[context.slice(match.index + match[0].length)]?.[request];
    return file && join(dir, file);
  };
  const requests = [...new Set(Object.values(redirects).flatMap((byRequest) => Object.keys(byRequest)))];
  const requestPattern = new RegExp(
    `^(${requests.map((request) => request.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`,
  );
  /** The bundler plugin that applies the redirects, for `configureWebpack`. */
  const bundlerPlugin = (utils: ConfigureWebpackUtils) =>
    new utils.currentBundler.instance.NormalModuleReplacementPlugin(
      requestPattern,
      (resolveData: { context?: string; request: string }) => {
        const file = redirectOf(resolveData.context ?? '', resolveData.request);
        if (file) resolveData.request = file;
      },
    );
  /**
   * A plugin that does nothing but apply the redirects: in the browser bundle
   * only, or in both when the server's markup must be what the browser renders.
   */
  const plugin = (name: string, bundles: 'client' | 'both'): Plugin => ({
    name,
    configureWebpack(_config, isServer, utils) {
      return isServer && bundles === 'client' ? {} : { plugins: [bundlerPlugin(utils)] };
    },
  });
  return { redirectOf, bundlerPlugin, plugin };
}
