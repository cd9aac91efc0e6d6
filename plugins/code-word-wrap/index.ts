import type { Plugin } from '@docusaurus/types';
import { moduleRedirects, requireInDependency } from '../patches';

// The hook that internal.ts replaces is the one the code block content calls.
requireInDependency(
  'code-word-wrap',
  { package: '@docusaurus/theme-classic', file: 'lib/theme/CodeBlock/Content/String.js' },
  ['useCodeWordWrap()'],
);

const { plugin } = moduleRedirects(
  'code-word-wrap',
  { package: '@docusaurus/theme-classic', dir: 'lib/theme' },
  { 'CodeBlock/Content': { '@docusaurus/theme-common/internal': 'internal.ts' } },
  __dirname,
);

/**
 * Gives the classic theme's code blocks a word-wrap hook that measures a
 * block when it is on screen (see useCodeWordWrap.ts); everything else they
 * take from theme-common's internals stays theirs.
 */
export default function codeWordWrap(): Plugin {
  return plugin('client');
}
