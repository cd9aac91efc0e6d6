/**
 * rules/ against the project's own list of the built-in rule types
 * (tests/fixtures/rule-types.json), the pages written from it, and the
 * loader's errors on broken copies: each names the file, the line and the
 * problem, and stops `npm run generate`.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadApi } from '../../../scripts/api/load';
import { buildModel } from '../../../scripts/api/model';
import { propertyRows } from '../../../scripts/json-schema-rows';
import { loadRules } from '../../../scripts/rules/load';
import { rulePage } from '../../../scripts/rules/pages';
import { resources, resourceSchema } from '../../../scripts/schemas/resources';
import { SourceError } from '../../../scripts/yaml-source';
import expected from '../../fixtures/rule-types.json';

const root = resolve(__dirname, '../../..');
const model = buildModel(loadApi(join(root, 'api'), root));
const ruleTypeSchema = resourceSchema(
  model,
  resources.find((resource) => resource.id === 'ruletype')!,
);
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** The loader's problems for a copy of rules/ where `file` is changed by `edit` (or removed, for null). */
function problemsOf(file: string, edit: ((text: string) => string) | null): string[] {
  const folder = mkdtempSync(join(tmpdir(), 'minder-rules-'));
  folders.push(folder);
  cpSync(join(root, 'rules'), join(folder, 'rules'), { recursive: true });
  const path = join(folder, file);
  if (edit === null) rmSync(path);
  else {
    const original = readFileSync(path, 'utf8');
    const changed = edit(original);
    expect(changed).not.toBe(original);
    writeFileSync(path, changed);
  }
  try {
    loadRules(folder, ruleTypeSchema);
  } catch (error) {
    expect(error).toBeInstanceOf(SourceError);
    return (error as SourceError).problems;
  }
  throw new Error('the loader accepted the broken rules');
}

const secretScanning = 'rules/secret_scanning/secret_scanning.yaml';
const secretText = readFileSync(join(root, secretScanning), 'utf8');
const lineIn = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

describe('rules/', () => {
  const pages = loadRules(root, ruleTypeSchema);

  it('has the eight pages, each with the rule types of its group', () => {
    expect(pages.map((page) => page.id)).toEqual(expected.pages.map((page) => page.page).sort());
    for (const want of expected.pages) {
      const page = pages.find((candidate) => candidate.id === want.page)!;
      expect(page.ruleTypes.map(({ ruleType }) => ruleType.name).sort()).toEqual(
        want.ruleTypes.map((ruleType) => ruleType.name).sort(),
      );
    }
  });

  it.each(
    expected.pages.flatMap((page) => page.ruleTypes.map((ruleType) => [ruleType.name, ruleType] as const)),
  )('%s: entity, parameters and settings match the rule type', (name, want) => {
    const { ruleType } = pages.flatMap((page) => page.ruleTypes).find((file) => file.ruleType.name === name)!;
    expect(ruleType.def.in_entity).toBe(want.entity);
    expect(propertyRows(ruleType.def.param_schema).map((row) => row.path)).toEqual(want.params);
    // Settings: every name of the rule type's options appears as a property or one of its allowed values.
    const rows = propertyRows(ruleType.def.rule_schema);
    const names = new Set(rows.flatMap((row) => [row.path.split(/\.|\[\]\./).pop()!]));
    const values = new Set(
      rows.flatMap((row) => (row.description.match(/`[^`]+`/g) ?? []).map((code) => code.slice(1, -1))),
    );
    for (const setting of want.settings)
      expect(names.has(setting) || values.has(setting), setting).toBe(true);
    for (const row of rows) expect(row.description, `${name}: ${row.path}`).not.toBe('');
  });

  it('writes each page with its rule types, their settings, an example profile and the definition', () => {
    const page = rulePage(pages.find((candidate) => candidate.id === 'branch_protection')!);
    expect(page).toMatch(/^---\ntitle: /);
    expect(page).toContain(
      '## `branch_protection_allow_deletions` {/* #branch_protection_allow_deletions */}',
    );
    expect(page).toContain(
      '| <code className="ref-code">branch</code> | <code className="ref-code">string</code> |',
    );
    expect(page).toContain(
      '<code className="ref-code">branch_<wbr />protection_<wbr />lock_<wbr />branch</code>',
    );
    expect(page).toContain('repository:\n  - type: branch_protection_allow_deletions\n');
    expect(page).toContain(
      '<summary>How branch_protection_allow_deletions ingests, evaluates, remediates and alerts</summary>',
    );
    expect(page).toContain(
      'curl -fsSLO https://mindersec.github.io/rules/branch_protection_allow_deletions.yaml\nminder ruletype create -f branch_protection_allow_deletions.yaml',
    );
    expect(page).toContain(
      '[<code className="ref-code">branch_<wbr />protection_<wbr />enabled</code>](#branch_protection_enabled)',
    );
  });
});

describe('rules/ errors', () => {
  it('a rule type without def.ingest names the file, the line and the field', () => {
    const problems = problemsOf(secretScanning, (text) => text.replace(/\n {2}ingest:\n( {4,}.*\n)+/, '\n'));
    expect(problems).toEqual([
      `${secretScanning}:${lineIn(secretText, '\ndef:') + 1}: \`def\` is missing the required field \`ingest\``,
    ]);
  });

  it('a name that is not the file name, an unknown field and an invalid settings schema are each reported', () => {
    expect(
      problemsOf(secretScanning, (text) => text.replace('name: secret_scanning', 'name: secrets')),
    ).toEqual([
      `${secretScanning}:${lineIn(secretText, 'name: secret_scanning')}: the name \`secrets\` must be the file name, \`secret_scanning\``,
    ]);
    expect(problemsOf(secretScanning, (text) => text.replace('display_name:', 'displayName:'))).toEqual([
      `${secretScanning}:2: the file has an unknown field \`displayName\``,
    ]);
    expect(problemsOf(secretScanning, (text) => text.replace('type: boolean', 'type: yes-or-no'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${secretScanning}:${lineIn(secretText, '  rule_schema:')}: \`def.rule_schema\` is not a valid JSON Schema: `,
        ),
      ),
    ]);
  });

  it('a YAML error and a missing README are reported with their files', () => {
    expect(problemsOf(secretScanning, (text) => text.replace('version: v1', 'version: [v1'))[0]).toMatch(
      new RegExp(`^${secretScanning}:\\d+: `),
    );
    expect(problemsOf('rules/license/README.md', null)).toEqual([
      'rules/license/README.md:1: missing: each folder of rules/ needs a README.md with a title, a description and an introduction',
    ]);
  });
});
