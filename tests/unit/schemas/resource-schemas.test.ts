/**
 * The resource schemas (static/schemas/*.json): generated from the contract,
 * they accept every rule type of rules/ and every rule type, profile and data
 * source example of the docs, and reject broken files.
 */
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadApi } from '../../../scripts/api/load';
import { buildModel } from '../../../scripts/api/model';
import type { Schema } from '../../../scripts/api/schema';
import { createAjv } from '../../../scripts/json-schema';
import { loadRules } from '../../../scripts/rules/load';
import { exampleProfile, rulePage } from '../../../scripts/rules/pages';
import { dataModelDiagrams } from '../../../scripts/schemas/data-model';
import { schemaPage } from '../../../scripts/schemas/page';
import { resources, resourceSchema } from '../../../scripts/schemas/resources';
import { root, sourceFiles } from '../source-files';

const model = buildModel(loadApi(join(root, 'api'), root));
const schemas = new Map(resources.map((resource) => [resource.id, resourceSchema(model, resource)]));
const ajv = createAjv();
const validators = new Map<string, ReturnType<typeof ajv.compile>>(
  [...schemas].map(([id, schema]) => [id, ajv.compile(schema)]),
);
const byKind: Record<string, string> = {
  'rule-type': 'ruletype',
  profile: 'profile',
  'data-source': 'datasource',
};

/** The problems of `value` against the schema of `id`, in words; empty when it is valid. */
function problems(id: string, value: unknown): string[] {
  const validate = validators.get(id)!;
  return validate(value)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

/** The YAML code blocks of a Markdown page. */
function yamlBlocks(text: string): string[] {
  return [...text.matchAll(/^(`{3,})ya?ml[^\n]*\n([\s\S]*?)\n\1$/gm)].map((match) => match[2]!);
}

describe('resource schemas', () => {
  const pages = loadRules(root, schemas.get('ruletype')!);
  const ruleTypes = pages.flatMap((page) => page.ruleTypes);

  it('are JSON Schema 2020-12 documents with their own address', () => {
    for (const resource of resources) {
      const schema = schemas.get(resource.id)!;
      expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(schema.$id).toBe(`https://mindersec.github.io/schemas/${resource.id}.json`);
      expect((schema.properties as Record<string, Schema>).type!.const).toBe(resource.kind);
      expect(schema.required).toContain('name');
    }
  });

  it('accept every rule type under rules/, and the example profile of each', () => {
    expect(ruleTypes).toHaveLength(24);
    for (const { file, ruleType } of ruleTypes) {
      expect(problems('ruletype', ruleType), file).toEqual([]);
      expect(problems('profile', exampleProfile(ruleType)), `${file}: example profile`).toEqual([]);
    }
  });

  it('accept every rule type, profile and data source example of the docs, generated pages included', () => {
    const sources = [
      ...sourceFiles('docs', /\.mdx?$/),
      ...pages.map((page) => ({ file: `docs/ref/rules/${page.id}.mdx`, text: rulePage(page) })),
      {
        file: 'docs/ref/schema.mdx',
        text: schemaPage(
          root,
          resources.map((resource) => ({ resource, schema: schemas.get(resource.id)! })),
          dataModelDiagrams(model),
        ),
      },
    ];
    const counts: Record<string, number> = { ruletype: 0, profile: 0, datasource: 0 };
    for (const { file, text } of sources) {
      for (const block of yamlBlocks(text)) {
        const value = parse(block) as { type?: string } | null;
        const id = value && typeof value === 'object' ? byKind[String(value.type)] : undefined;
        if (!id) continue;
        counts[id]! += 1;
        expect(problems(id, value), `${file}:\n${block}`).toEqual([]);
      }
    }
    // The rule pages show an example profile for each rule type; the guides
    // and the schema page show more, and rule types of their own.
    expect(counts.ruletype).toBeGreaterThanOrEqual(5);
    expect(counts.profile).toBeGreaterThanOrEqual(26);
    expect(counts.datasource).toBeGreaterThanOrEqual(1);
  });

  it('reject a profile without a name, a bad label and an unknown alert setting', () => {
    const profile = {
      version: 'v1',
      type: 'profile',
      name: 'baseline',
      repository: [{ type: 'secret_scanning', def: { enabled: true } }],
    };
    expect(problems('profile', profile)).toEqual([]);
    const { name: _name, ...nameless } = profile;
    expect(problems('profile', nameless)).toEqual([" must have required property 'name'"]);
    expect(problems('profile', { ...profile, labels: ['-not-a-label'] })[0]).toMatch(
      /^\/labels\/0 must match pattern/,
    );
    expect(problems('profile', { ...profile, labels: ['acme:security-baseline'] })).toEqual([]);
    expect(problems('profile', { ...profile, labels: [`${'a'.repeat(64)}`] })[0]).toMatch(
      /must match pattern/,
    );
    expect(problems('profile', { ...profile, alert: 'sometimes' })).toContain(
      '/alert must be equal to one of the allowed values',
    );
    expect(problems('profile', { ...profile, displayName: 'camelCase spelling' })).toContain(
      ' must NOT have additional properties',
    );
  });

  it('reject a data source with an uppercase name, without a name, or with two drivers', () => {
    const source = {
      version: 'v1',
      type: 'data-source',
      name: 'osv',
      rest: { def: { query: { endpoint: 'https://api.osv.dev/v1/query' } } },
    };
    expect(problems('datasource', source)).toEqual([]);
    expect(problems('datasource', { ...source, name: 'OSV' })[0]).toMatch(
      /^\/name must match pattern "\^\[a-z0-9_-\]\+\$"/,
    );
    const { name: _name, ...nameless } = source;
    expect(problems('datasource', nameless)).toContain(" must have required property 'name'");
    expect(problems('datasource', { ...source, structured: { def: {} } })).toContain(' must NOT be valid');
    const { rest: _rest, ...driverless } = source;
    expect(problems('datasource', driverless).length).toBeGreaterThan(0);
  });

  it('reject a rule type without def.ingest, with an unknown evaluation type, or without a name', () => {
    const { ruleType } = ruleTypes[0]!;
    const { ingest: _ingest, ...withoutIngest } = ruleType.def;
    expect(problems('ruletype', { ...ruleType, def: withoutIngest })).toEqual([
      "/def must have required property 'ingest'",
    ]);
    expect(
      problems('ruletype', { ...ruleType, def: { ...ruleType.def, eval: { type: 'guess' } } }),
    ).toContain('/def/eval/type must be equal to one of the allowed values');
    const { name: _name, ...nameless } = ruleType;
    expect(problems('ruletype', nameless)).toEqual([" must have required property 'name'"]);
    expect(problems('ruletype', { ...ruleType, type: 'profile' })).toContain(
      '/type must be equal to constant',
    );
  });
});
