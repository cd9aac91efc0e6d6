import type { Plugin } from '@docusaurus/types';
import { moduleRedirects } from '../patches';

const { plugin } = moduleRedirects(
  'preload-task',
  { package: '@docusaurus/core', dir: 'lib' },
  { client: { './preload': 'preload.ts' } },
  __dirname,
);

/**
 * Gives Docusaurus's client a route preload that starts in a task of its own
 * (see preload.ts). What it loads, and when the page hydrates, stay
 * Docusaurus's own.
 */
export default function preloadTask(): Plugin {
  return plugin('client');
}
