/**
 * The /ref/rules pages, in generated/ref-rules/ (the `rules` docs instance):
 * an index with the catalog of every built-in rule type (rules/catalog.yaml
 * and the rule pages), and <page>.mdx for each folder of rules/. The
 * pages link each rule type to its canonical file in
 * mindersec/minder-rules-and-profiles; the site publishes no rule type file.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedPaths } from '../generated';
import { loadRules, type RulePage } from './load';
import { rulePage, rulesIndexPage } from './pages';
import { catalogRows, loadCatalog } from './catalog';

export function generateRules(root: string): RulePage[] {
  const pages = loadRules(root);
  const rows = catalogRows(pages, loadCatalog(root, pages));
  const dir = join(root, generatedPaths.rulesReference);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.mdx'), rulesIndexPage(pages, rows));
  for (const page of pages) writeFileSync(join(dir, `${page.id}.mdx`), rulePage(page));
  return pages;
}
