/**
 * rules/ and the /ref/rules pages against the real rule types of
 * mindersec/minder-rules-and-profiles (tests/fixtures/rule-types.json, copied
 * from the facts): every rule type of each page, with its real entity,
 * engines, severity, release phase, settings and parameters; examples that
 * the rule types and the profile schema accept; pages that compile as MDX and
 * link to the canonical files. Then the loader's errors on broken copies:
 * each names the file, the line and the problem, and stops `npm run generate`.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { loadApi } from '../../../scripts/api/load';
import { buildModel } from '../../../scripts/api/model';
import { createAjv } from '../../../scripts/json-schema';
import { loadRules, ruleSchema, schemaLine, type RuleType } from '../../../scripts/rules/load';
import { exampleProfile, ruleFileUrl, rulePage } from '../../../scripts/rules/pages';
import type { Property } from '../../../scripts/rules/properties';
import { resources, resourceSchema } from '../../../scripts/schemas/resources';
import { SourceError } from '../../../scripts/yaml-source';
import facts from '../../fixtures/rule-types.json';

const root = resolve(__dirname, '../../..');
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

type FactProperty = Omit<Property, 'description' | 'properties'> & { properties?: FactProperty[] };
type FactRuleType = (typeof facts.ruleTypes)[number];

/** A property as the facts have it: the description is ours, so it is left out of the comparison. */
function withoutDescriptions(properties: Property[]): FactProperty[] {
  return properties.map(({ description: _description, properties: nested, ...property }) => ({
    ...property,
    ...(nested ? { properties: withoutDescriptions(nested) } : {}),
  }));
}

const factProperties = (schema: { properties: unknown[] } | null) => (schema?.properties ?? []) as Property[];

/** The facts of a rule type in the shape of a rule file, for one comparison that names every difference. */
function expectedOf(want: FactRuleType) {
  return {
    file: want.file,
    entity: want.entity,
    severity: want.severity,
    release_phase: want.releasePhase,
    ingest: want.ingest,
    eval: { engine: want.eval, ...(want.regoType ? { rego_type: want.regoType } : {}) },
    remediate: want.remediate,
    alert: want.alert,
    settings: factProperties(want.settings),
    params: factProperties(want.params),
  };
}

function actualOf(ruleType: RuleType) {
  return {
    file: ruleType.file,
    entity: ruleType.entity,
    severity: ruleType.severity,
    release_phase: ruleType.release_phase,
    ingest: ruleType.ingest,
    eval: ruleType.eval,
    remediate: ruleType.remediate,
    alert: ruleType.alert,
    settings: withoutDescriptions(ruleType.settings),
    params: withoutDescriptions(ruleType.params),
  };
}

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
    loadRules(folder);
  } catch (error) {
    expect(error).toBeInstanceOf(SourceError);
    return (error as SourceError).problems;
  }
  throw new Error('the loader accepted the broken rules');
}

const lineIn = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

/** The YAML code blocks of a page. */
const yamlBlocks = (text: string) =>
  [...text.matchAll(/^(`{3,})yaml\n([\s\S]*?)\n\1$/gm)].map(
    (match) => parse(match[2]!) as Record<string, unknown>,
  );

describe('rules/ against the real rule types', () => {
  const pages = loadRules(root);
  const files = pages.flatMap((page) => page.ruleTypes.map((file) => ({ ...file, page: page.id })));
  const byName = new Map(files.map((file) => [file.ruleType.name, file]));
  const ajv = createAjv();
  const profile = ajv.compile(
    resourceSchema(
      buildModel(loadApi(join(root, 'api'), root)),
      resources.find((resource) => resource.id === 'profile')!,
    ),
  );

  it('has the eight pages, each with every real rule type that belongs to it and no other', () => {
    expect(pages.map((page) => page.id)).toEqual(facts.pages.map((page) => page.page));
    for (const want of facts.pages) {
      const page = pages.find((candidate) => candidate.id === want.page)!;
      expect(page.ruleTypes.map(({ ruleType }) => ruleType.name).sort(), want.page).toEqual(want.ruleTypes);
    }
    expect(files).toHaveLength(facts.ruleTypes.length);
  });

  it.each(facts.ruleTypes.map((want) => [want.name, want] as const))(
    '%s: file, entity, engines, severity, release phase, settings and parameters are the real ones',
    (name, want) => {
      const file = byName.get(name);
      expect(file, `${name} is not documented`).toBeDefined();
      expect(file!.page).toBe(want.page);
      expect(actualOf(file!.ruleType)).toEqual(expectedOf(want));
      expect(facts.severities).toContain(file!.ruleType.severity);
      expect(facts.releasePhases).toContain(file!.ruleType.release_phase);
    },
  );

  it.each(facts.ruleTypes.map((want) => [want.name, want] as const))(
    '%s: the example profile matches the rule type’s own schemas and the profile schema',
    (name, want) => {
      const { ruleType } = byName.get(name)!;
      const own = ajv.compile(
        ruleSchema({ settings: factProperties(want.settings), params: factProperties(want.params) }),
      );
      expect(own(ruleType.example) ? [] : own.errors).toEqual([]);
      expect(profile(exampleProfile(ruleType)) ? [] : profile.errors).toEqual([]);
    },
  );
});

describe('the /ref/rules pages', () => {
  const pages = loadRules(root);

  it.each(pages.map((page) => [page.id, page] as const))(
    '%s: shows each rule type with its facts, its properties and a link to its file, and compiles as MDX',
    async (_id, page) => {
      const text = rulePage(page);
      expect(text).toMatch(/^---\ntitle: /);
      for (const { ruleType } of page.ruleTypes) {
        const want = facts.ruleTypes.find((candidate) => candidate.name === ruleType.name)!;
        const start = text.indexOf(`## \`${ruleType.name}\` {/* #${ruleType.name} */}`);
        expect(start, ruleType.name).toBeGreaterThan(-1);
        const end = text.indexOf('\n## ', start + 1);
        const section = text.slice(start, end === -1 ? undefined : end);
        expect(section).toContain(`| Severity | \`${want.severity}\` |`);
        expect(section).toContain(`| Release phase | \`${want.releasePhase}\` |`);
        expect(section).toContain(`| Remediation | ${want.remediate ? `\`${want.remediate}\`` : 'None'}`);
        expect(section).toContain(
          `[\`${want.file}\`](https://github.com/mindersec/minder-rules-and-profiles/blob/${facts.source.rulesCommit}/${want.file})`,
        );
        expect(ruleFileUrl(ruleType)).toContain(facts.source.rulesCommit);
        const names = [...factProperties(want.settings), ...factProperties(want.params)].map(
          (property) => `<code className="ref-code">${property.name.replace(/_/g, '_<wbr />')}</code>`,
        );
        for (const name of names) expect(section, name).toContain(name);
      }
      // The example profiles, as the page shows them, use only real settings and parameters.
      const profiles = yamlBlocks(text).filter((block) => block.type === 'profile');
      expect(profiles).toHaveLength(page.ruleTypes.length);
      const ajv = createAjv();
      for (const profile of profiles) {
        const entity = Object.keys(profile).find((key) => Array.isArray(profile[key]))!;
        const [{ type, ...rule }] = profile[entity] as [{ type: string }];
        const want = facts.ruleTypes.find((candidate) => candidate.name === type)!;
        expect(entity).toBe(want.entity);
        const own = ajv.compile(
          ruleSchema({ settings: factProperties(want.settings), params: factProperties(want.params) }),
        );
        expect(own(rule) ? [] : own.errors, type).toEqual([]);
      }
      expect(text).not.toMatch(/\]\(pathname:\/\/\/rules\/|\/rules\/[a-z_]+\.yaml/);
      const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
      await expect(compile(body, { development: false })).resolves.toBeDefined();
    },
  );

  it('the site publishes no rule type file of its own', () => {
    expect(existsSync(join(root, 'static/rules'))).toBe(false);
  });
});

describe('rules/ errors', () => {
  const secretScanning = 'rules/secret_scanning/secret_scanning.yaml';
  const secretText = readFileSync(join(root, secretScanning), 'utf8');

  it('a severity or release phase spelled as an API enum is refused, with its line', () => {
    expect(
      problemsOf(secretScanning, (text) => text.replace('severity: high', 'severity: VALUE_HIGH')),
    ).toEqual([
      `${secretScanning}:${lineIn(secretText, 'severity: high')}: \`severity\` must be one of \`unknown\`, \`info\`, \`low\`, \`medium\`, \`high\`, \`critical\``,
    ]);
    expect(
      problemsOf(secretScanning, (text) =>
        text.replace('release_phase: beta', 'release_phase: RULE_TYPE_RELEASE_PHASE_BETA'),
      ),
    ).toEqual([
      `${secretScanning}:${lineIn(secretText, 'release_phase: beta')}: \`release_phase\` must be one of \`alpha\`, \`beta\`, \`ga\`, \`deprecated\``,
    ]);
  });

  it('an example with a setting the rule type does not have is refused, with its line', () => {
    expect(
      problemsOf(secretScanning, (text) => text.replace('skip_private_repos: true\n', 'enabled: true\n')),
    ).toEqual([
      `${secretScanning}:${lineIn(secretText, '  def:\n    skip_private_repos')}: the example does not match the settings and parameters: \`def\` has an unknown field \`enabled\``,
    ]);
  });

  it('an example without `params` for a rule type with parameters is refused, as Minder would skip their defaults', () => {
    const file = 'rules/branch_protection/branch_protection_enabled.yaml';
    const text = readFileSync(join(root, file), 'utf8');
    const problems = problemsOf(file, (source) => source.replace('  params:\n    branch: ""\n', ''));
    expect(problems).toEqual([
      `${file}:${lineIn(text, 'example:')}: the example does not match the settings and parameters: the file is missing the required field \`params\``,
    ]);
  });

  it('a missing field, an unknown field and a name that is not the file name are each reported', () => {
    expect(
      problemsOf(secretScanning, (text) => text.replace(/\nguidance: \|\n( {2}.*\n|\n)+/, '\n')),
    ).toEqual([`${secretScanning}:2: the file is missing the required field \`guidance\``]);
    expect(problemsOf(secretScanning, (text) => text.replace('display_name:', 'displayName:'))).toEqual([
      `${secretScanning}:2: the file is missing the required field \`display_name\``,
      `${secretScanning}:2: the file has an unknown field \`displayName\``,
    ]);
    expect(
      problemsOf(secretScanning, (text) => text.replace('name: secret_scanning', 'name: secrets')),
    ).toEqual([
      `${secretScanning}:${lineIn(secretText, 'name: secret_scanning')}: the name \`secrets\` must be the file name, \`secret_scanning\``,
      `${secretScanning}:${lineIn(secretText, 'file: ')}: the file \`rule-types/github/secret_scanning.yaml\` must be named after the rule type, \`secrets.yaml\``,
    ]);
  });

  it('a file without its schema line, a YAML error and a missing README are reported with their files', () => {
    expect(problemsOf(secretScanning, (text) => text.replace(`${schemaLine}\n`, ''))).toEqual([
      `${secretScanning}:1: the first line must be \`${schemaLine}\``,
    ]);
    expect(
      problemsOf(secretScanning, (text) => text.replace('entity: repository', 'entity: [repository'))[0],
    ).toMatch(new RegExp(`^${secretScanning}:\\d+: `));
    expect(problemsOf('rules/license/README.md', null)).toEqual([
      'rules/license/README.md:1: missing: each folder of rules/ needs a README.md with a title, a description and an introduction',
    ]);
  });
});
