import type { Plugin } from '@docusaurus/types';
import { moduleRedirects, requireInDependency } from '../patches';

// browserContext.tsx provides Docusaurus's own context object.
requireInDependency(
  'browser-context',
  { package: '@docusaurus/core', file: 'lib/client/browserContext.js' },
  ['export const Context', 'export function BrowserContextProvider'],
);

const { plugin } = moduleRedirects(
  'browser-context',
  { package: '@docusaurus/core', dir: 'lib' },
  { client: { './browserContext': 'browserContext.tsx' } },
  __dirname,
);

/**
 * Gives Docusaurus's App a provider of `useIsBrowser` that turns it on in a
 * transition (see browserContext.tsx). The context itself, and every hook
 * that reads it, stay Docusaurus's own.
 */
export default function browserContext(): Plugin {
  return plugin('client');
}
