import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { moduleRedirects } from '../module-redirects';

const { redirectOf, bundlerPlugin } = moduleRedirects(
  /@docusaurus[\\/]utils-common[\\/]lib(?:[\\/]|$)/,
  { '': { tslib: 'tslib.ts' } },
  __dirname,
);

/** The file that replaces the import of `request` from the folder `context`, if any. */
export const leanImportOf = redirectOf;

/** Docusaurus's generated route registry, which `registry-loader.cjs` trims. */
export const registryFile = /[\\/]\.docusaurus[\\/]registry\.js$/;

/**
 * What every page's `main` and runtime carry without the browser reading it,
 * left out of the browser bundle (the server bundle is Docusaurus's own):
 * - tslib, for the one helper `@docusaurus/utils-common` calls (tslib.ts);
 * - the module path in each entry of the route registry (registry-loader.cjs);
 * - the chunk names: chunk files are named by id, so the runtime holds one
 *   table (id to hash) instead of two (id to name, id to hash).
 */
export default function leanBundle(): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
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
