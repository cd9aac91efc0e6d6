/**
 * The /ref/rules pages, docs/ref/rules/<page>.mdx for each folder of rules/,
 * and each rule type file, published as static/rules/<name>.yaml (served at
 * /rules/<name>.yaml) for readers to download. All gitignored.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Schema } from '../api/schema';
import { loadRules, type RulePage } from './load';
import { ruleFile, rulePage } from './pages';

export const rulesOutput = 'docs/ref/rules/';
export const ruleFilesOutput = 'static/rules/';

export function generateRules(root: string, ruleTypeSchema: Schema): RulePage[] {
  const pages = loadRules(root, ruleTypeSchema);
  const dir = join(root, rulesOutput);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const page of pages) writeFileSync(join(dir, `${page.id}.mdx`), rulePage(page));
  rmSync(join(root, ruleFilesOutput), { recursive: true, force: true });
  mkdirSync(join(root, ruleFilesOutput), { recursive: true });
  for (const { ruleType, text } of pages.flatMap((page) => page.ruleTypes))
    writeFileSync(join(root, 'static', ruleFile(ruleType)), text);
  return pages;
}
