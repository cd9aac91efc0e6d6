import type { Plugin } from '@docusaurus/types';
import { DependencyMovedError } from './patches';

type BundlerPlugin = { constructor: { name: string }; _args?: unknown[]; definitions?: unknown };

/** Whether a bundler plugin is a ProvidePlugin that injects `process` (the OpenAPI theme's). */
export function providesProcess(plugin: BundlerPlugin): boolean {
  if (plugin.constructor.name !== 'ProvidePlugin') return false;
  const definitions = plugin.definitions ?? plugin._args?.[0];
  return typeof definitions === 'object' && definitions !== null && 'process' in definitions;
}

/**
 * docusaurus-theme-openapi-docs adds a ProvidePlugin that injects Node's
 * `process` and `Buffer` into any browser module that names them, for its
 * request client. We do not ship that client (src/components/ApiReference),
 * and no module we ship uses either global, but the plugin still put the
 * `process` shim into every page's main bundle and, worse, stopped the
 * bundler from concatenating the modules it touched (about 3 KB gzip on
 * every page). This drops it from the browser build, and stops the build
 * when there is no such plugin to drop any more (the theme changed).
 */
export default function noNodePolyfills(): Plugin {
  return {
    name: 'no-node-polyfills',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const plugins = (config.plugins ?? []) as BundlerPlugin[];
      const kept = plugins.filter((plugin) => !providesProcess(plugin));
      if (kept.length === plugins.length)
        throw new DependencyMovedError('no-node-polyfills', [
          'the browser configuration has no ProvidePlugin that provides `process` (docusaurus-theme-openapi-docs added it); drop this plugin if the theme no longer does',
        ]);
      return {
        mergeStrategy: { plugins: 'replace' },
        plugins: kept,
      } as unknown as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
