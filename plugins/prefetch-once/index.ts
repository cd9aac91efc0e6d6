import type { Plugin } from '@docusaurus/types';
import { moduleRedirects } from '../patches';

const { plugin } = moduleRedirects(
  'prefetch-once',
  { package: '@docusaurus/core', dir: 'lib' },
  { client: { './prefetch': 'prefetch.ts' } },
  __dirname,
);

/**
 * Replaces Docusaurus's prefetch helper with one that requests each file once
 * and finds `<head>` without walking the document (see prefetch.ts). Route
 * matching and when to prefetch stay Docusaurus's own.
 */
export default function prefetchOnce(): Plugin {
  return plugin('client');
}
