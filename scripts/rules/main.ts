/**
 * The /ref/rules pages: docs/ref/rules/<page>.mdx for each folder of rules/
 * (gitignored). The pages link each rule type to its canonical file in
 * mindersec/minder-rules-and-profiles; the site publishes no rule type file.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRules, type RulePage } from './load';
import { rulePage } from './pages';

export const rulesOutput = 'docs/ref/rules/';

export function generateRules(root: string): RulePage[] {
  const pages = loadRules(root);
  const dir = join(root, rulesOutput);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const page of pages) writeFileSync(join(dir, `${page.id}.mdx`), rulePage(page));
  return pages;
}
