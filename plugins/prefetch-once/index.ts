import type { Plugin } from '@docusaurus/types';
import { moduleRedirects } from '../module-redirects';

const { redirectOf, plugin } = moduleRedirects(
  /@docusaurus[\\/]core[\\/]lib[\\/]/,
  { client: { './prefetch': 'prefetch.ts' } },
  __dirname,
);

/** The file that replaces the import of `request` from the folder `context`, if any. */
export const prefetchHelperOf = redirectOf;

/**
 * Replaces Docusaurus's prefetch helper with one that requests each file once
 * and finds `<head>` without walking the document (see prefetch.ts). Route
 * matching and when to prefetch stay Docusaurus's own.
 */
export default function prefetchOnce(): Plugin {
  return plugin('prefetch-once', 'client');
}
