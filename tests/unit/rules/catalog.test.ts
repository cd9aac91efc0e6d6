/**
 * The rule type catalog of /ref/rules against the real rule types
 * (tests/fixtures/rule-catalog.json, extracted from
 * mindersec/minder-rules-and-profiles at the documented commit): every rule
 * type under rule-types/ and security-baseline/rule-types/ is a row, once,
 * with its real facts; rules/catalog.yaml refuses what it must, with its line.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogFile, catalogRows, firstSentence, loadCatalog } from '../../../scripts/rules/catalog';
import { loadRules } from '../../../scripts/rules/load';
import { rulesCommit, rulesIndexPage } from '../../../scripts/rules/pages';
import { SourceError } from '../../../scripts/yaml-source';
import facts from '../../fixtures/rule-catalog.json';

const root = resolve(__dirname, '../../..');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const pages = loadRules(root);
const rows = catalogRows(pages, loadCatalog(root, pages));

describe('the catalog against the real rule types', () => {
  it('is taken from the documented commit', () => {
    expect(facts.source.rulesCommit).toBe(rulesCommit);
  });

  it('has every rule type of both folders, once', () => {
    expect(rows.map((row) => row.file).sort()).toEqual(facts.ruleTypes.map((fact) => fact.file).sort());
    expect(rows.filter((row) => row.file.startsWith('rule-types/'))).toHaveLength(facts.counts['rule-types']);
    expect(rows.filter((row) => row.file.startsWith('security-baseline/rule-types/'))).toHaveLength(
      facts.counts['security-baseline/rule-types'],
    );
  });

  it.each(facts.ruleTypes.map((fact) => [fact.file, fact] as const))(
    '%s: its facts are those of the file',
    (file, fact) => {
      const row = rows.find((candidate) => candidate.file === file)!;
      expect({
        name: row.name,
        display_name: row.displayName,
        entity: row.entity,
        severity: row.severity,
        release_phase: row.releasePhase,
        ingest: row.ingest,
        eval: { engine: row.engine, ...(row.regoType ? { rego_type: row.regoType } : {}) },
        remediate: row.remediate,
        alert: row.alert,
        settings: row.settings,
        params: row.params,
      }).toEqual({
        name: fact.name,
        display_name: fact.display_name,
        entity: fact.entity,
        severity: fact.severity,
        release_phase: fact.release_phase,
        ingest: fact.ingest,
        eval: fact.eval,
        remediate: fact.remediate,
        alert: fact.alert,
        settings: fact.settings,
        params: fact.params,
      });
      expect(row.summary).toMatch(/^[A-Z].*[.]$/);
      expect(row.fileUrl).toBe(
        `https://github.com/mindersec/minder-rules-and-profiles/blob/${rulesCommit}/${fact.file}`,
      );
    },
  );

  it('gives each rule type the provider folder that holds it', () => {
    expect(new Set(rows.map((row) => row.provider))).toEqual(new Set(['common', 'github', 'gitlab']));
    for (const row of rows) expect(row.file, row.provider).toMatch(new RegExp(`rule-types/${row.provider}/`));
    // A GitLab rule type of the security baseline names no provider in its context, and is GitLab's.
    const baseline = facts.ruleTypes.find(
      (fact) => fact.file === 'security-baseline/rule-types/gitlab/osps-do-02-01.yaml',
    )!;
    expect(baseline.provider).toBeNull();
    expect(rows.find((row) => row.file === baseline.file)!.provider).toBe('gitlab');
  });

  it('links a rule type to its section when a rule page documents it, and only then', () => {
    const documented = new Map(
      pages.flatMap((page) => page.ruleTypes.map(({ ruleType }) => [ruleType.file, page.id] as const)),
    );
    for (const row of rows)
      expect(row.page, row.file).toBe(
        documented.has(row.file) ? `/ref/rules/${documented.get(row.file)}#${row.name}` : null,
      );
  });

  it('the index page compiles as MDX and carries every row', async () => {
    const page = rulesIndexPage(pages, rows);
    const body = page.replace(/^---\n[\s\S]*?\n---\n/, '');
    await expect(compile(body, { development: false })).resolves.toBeDefined();
    expect(page).toContain(`export const ruleTypes = ${JSON.stringify(rows)};`);
  });

  it('takes the summary of a documented rule type from the first sentence of its description', () => {
    expect(firstSentence('Checks that `x` is set. Then more.\n\nA second paragraph.')).toBe(
      'Checks that `x` is set.',
    );
    expect(firstSentence('One sentence\nover two lines.')).toBe('One sentence over two lines.');
  });
});

/** The loader's problems for a copy of rules/ whose catalog.yaml is changed by `edit`. */
function problemsOf(edit: (text: string) => string): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'minder-catalog-'));
  folders.push(folder);
  cpSync(join(root, 'rules'), join(folder, 'rules'), { recursive: true });
  const path = join(folder, catalogFile);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
  try {
    loadCatalog(folder, loadRules(folder));
  } catch (error) {
    if (error instanceof SourceError) return error.problems;
    throw error;
  }
  throw new Error('the loader accepted the broken catalog');
}

describe('rules/catalog.yaml errors', () => {
  const text = readFileSync(join(root, catalogFile), 'utf8');
  const lineOf = (needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
  const first = /^ {4}file: (\S+)$/m.exec(text)!;

  it('a rule type that a page documents, or one listed twice, is refused with its line', () => {
    const secretScanning = 'rule-types/github/secret_scanning.yaml';
    expect(problemsOf((source) => source.replace(first[0], `    file: ${secretScanning}`))).toEqual([
      `${catalogFile}:${lineOf(first[0])}: \`${secretScanning}\` is documented in rules/secret_scanning/secret_scanning.yaml: the catalog takes it from there`,
    ]);
    const second = /^ {4}file: (\S+)$/gm;
    second.exec(text);
    const next = second.exec(text)!;
    expect(problemsOf((source) => source.replace(next[0], first[0]))).toEqual([
      `${catalogFile}:${lineOf(next[0])}: \`${first[1]}\` is listed twice`,
    ]);
  });

  it('a severity spelled as an API enum and a missing summary are refused, with their lines', () => {
    const severity = /^ {4}severity: \w+$/m.exec(text)!;
    expect(problemsOf((source) => source.replace(severity[0], '    severity: VALUE_HIGH'))).toEqual([
      `${catalogFile}:${lineOf(severity[0])}: \`ruleTypes.0.severity\` must be one of \`unknown\`, \`info\`, \`low\`, \`medium\`, \`high\`, \`critical\`, \`null\``,
    ]);
    const summary = /^ {4}summary: .*$/m.exec(text)!;
    expect(problemsOf((source) => source.replace(`${summary[0]}\n`, ''))[0]).toMatch(
      new RegExp(`^${catalogFile}:\\d+: .*summary`),
    );
  });

  it('a file without its schema line is refused', () => {
    expect(problemsOf((source) => source.split('\n').slice(1).join('\n'))[0]).toBe(
      `${catalogFile}:1: the first line must be \`# yaml-language-server: $schema=./catalog.schema.json\``,
    );
  });
});
