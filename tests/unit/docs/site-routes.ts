/**
 * The routes of this site, read from the sources the pages come from (no
 * build needed): the pages under docs/, the generated references' sources
 * (cli/minder.yaml, rules/) and the fixed routes of the generated pages.
 */
import { loadCommandTree } from '../../../scripts/cli/load';
import { cliReferenceRoute, restReferenceRoute, rulesReferenceRoute } from '../../../scripts/generated';
import { loadRules } from '../../../scripts/rules/load';
import { root, sourceFiles } from '../source-files';

/** The route of a page file of docs/: its path without the extension, `index` as its folder; a `slug` wins. */
export function docRoute(file: string, text: string): string {
  const slug = /^---\n[\s\S]*?^slug:\s*['"]?([^'"\n]+?)['"]?\s*$[\s\S]*?^---$/m.exec(text)?.[1];
  if (slug) return slug;
  const route = file
    .replace(/^docs/, '')
    .replace(/\.mdx?$/, '')
    .replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

export function siteRoutes(): Set<string> {
  const pages = sourceFiles('docs', /\.mdx?$/)
    // Docusaurus leaves out files and folders whose name starts with "_".
    .filter(({ file }) => !file.split('/').some((part) => part.startsWith('_')))
    .map(({ file, text }) => docRoute(file, text));
  return new Set([
    ...pages,
    // The docs instances of the generated references (scripts/generated.ts).
    restReferenceRoute,
    rulesReferenceRoute,
    ...loadRules(root).map((page) => `${rulesReferenceRoute}/${page.id}`),
    ...loadCommandTree(root).map((command) => `${cliReferenceRoute}/${command.page}`),
  ]);
}
