import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { DependencyMovedError, moduleRedirects } from '../patches';

const { bundlerPlugin } = moduleRedirects(
  'lean-bundle',
  { package: '@docusaurus/utils-common', dir: 'lib' },
  { '': { tslib: 'tslib.ts' } },
  __dirname,
);

/** Docusaurus's generated route registry, which `registry-loader.cjs` trims. */
export const registryFile = /[\\/]\.docusaurus[\\/]registry\.js$/;

/**
 * What every page's `main` and runtime carry without the browser reading it,
 * left out of the browser bundle (the server bundle is Docusaurus's own):
 * - tslib, for the one helper `@docusaurus/utils-common` calls (tslib.ts);
 * - the module path in each entry of the route registry (registry-loader.cjs,
 *   which stops the build if the registry's shape changes; the build stops
 *   too if Docusaurus no longer writes the registry where the rule looks);
 * - the chunk names: chunk files are named by id, so the runtime holds one
 *   table (id to hash) instead of two (id to name, id to hash).
 */
export default function leanBundle(context: LoadContext): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const registry = join(context.generatedFilesDir, 'registry.js');
      if (!registryFile.test(registry) || !existsSync(registry))
        throw new DependencyMovedError('lean-bundle', [
          `${registry}: no route registry where the loader's rule looks`,
        ]);
      return {
        plugins: [bundlerPlugin(utils)],
        module: {
          rules: [{ test: registryFile, use: [{ loader: join(__dirname, 'registry-loader.cjs') }] }],
        },
        output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
      };
    },
  };
}
