import { join } from 'node:path';
import type { Plugin } from '@docusaurus/types';

const client = /@docusaurus[\\/]core[\\/]lib[\\/]client$/;

/** The file that replaces the import of `request` from the folder `context`, if any. */
export function prefetchHelperOf(context: string, request: string): string | undefined {
  return client.test(context) && request === './prefetch' ? join(__dirname, 'prefetch.ts') : undefined;
}

/**
 * Replaces Docusaurus's prefetch helper with one that requests each file once
 * and finds `<head>` without walking the document (see prefetch.ts). Route
 * matching and when to prefetch stay Docusaurus's own.
 */
export default function prefetchOnce(): Plugin {
  return {
    name: 'prefetch-once',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /^\.\/prefetch$/,
            (resolveData: { context?: string; request: string }) => {
              const file = prefetchHelperOf(resolveData.context ?? '', resolveData.request);
              if (file) resolveData.request = file;
            },
          ),
        ],
      };
    },
  };
}
