/**
 * The resource schemas (static/schemas/*.json): generated from the contract,
 * they accept every rule type of rules/ and every rule type, profile and data
 * source example of the docs, and reject broken files.
 */
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { loadApi } from '../../../scripts/api/load';
import { buildModel } from '../../../scripts/api/model';
import type { Schema } from '../../../scripts/api/schema';
import { createAjv } from '../../../scripts/json-schema';
import { loadRules } from '../../../scripts/rules/load';
import { exampleProfile, rulePage } from '../../../scripts/rules/pages';
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

const schemaOf = (id: (typeof resources)[number]['id']) =>
  schemas.get(id)! as Schema & { $defs: Record<string, Schema> };
const propertiesOf = (schema: Schema) => Object.keys((schema.properties ?? {}) as Record<string, unknown>);

/** A rule type that passes its schema, to put a fragment of a definition in. */
const baseRuleType = {
  version: 'v1',
  type: 'rule-type',
  name: 'example_check',
  description: 'Checks an example setting.',
  guidance: 'Change the example setting.',
  def: {
    in_entity: 'repository',
    rule_schema: {},
    ingest: { type: 'git', git: null },
    eval: { type: 'rego', rego: { def: 'package minder' } },
  },
};

/**
 * The places a fragment shown on a page can belong to: the top of a profile,
 * a rule type's `def`, the top of a rule type, or a REST data source's
 * functions. Each wraps the fragment into a whole file that passes otherwise.
 */
const places: {
  place: string;
  id: string;
  fits: (value: Record<string, unknown>) => boolean;
  wrap: (value: Record<string, unknown>) => unknown;
  prefix: string;
}[] = [
  {
    place: 'profile',
    id: 'profile',
    fits: (value) =>
      Object.keys(value).every((key) => key !== 'type' && propertiesOf(schemaOf('profile')).includes(key)),
    wrap: (value) => ({ version: 'v1', type: 'profile', name: 'example', ...value }),
    prefix: '',
  },
  {
    place: 'rule type definition',
    id: 'ruletype',
    fits: (value) =>
      Object.keys(value).every((key) =>
        propertiesOf(schemaOf('ruletype').$defs['RuleType.Definition']!).includes(key),
      ),
    wrap: (value) => ({ ...baseRuleType, def: { ...baseRuleType.def, ...value } }),
    prefix: '/def',
  },
  {
    place: 'rule type',
    id: 'ruletype',
    fits: (value) =>
      Object.keys(value).every((key) => key !== 'type' && propertiesOf(schemaOf('ruletype')).includes(key)),
    wrap: (value) => ({
      ...baseRuleType,
      ...value,
      def: { ...baseRuleType.def, ...((value.def as object | undefined) ?? {}) },
    }),
    prefix: '',
  },
  {
    place: 'data source functions',
    id: 'datasource',
    fits: (value) =>
      Object.values(value).every((item) => typeof item === 'object' && item !== null && 'endpoint' in item),
    wrap: (value) => ({ version: 'v1', type: 'data-source', name: 'example', rest: { def: value } }),
    prefix: '/rest/def',
  },
];

/**
 * Where a YAML fragment of a page belongs and what its schema says of it
 * there (only of the fragment's own keys), or undefined when it is no part of
 * a resource (a configuration file, a workflow).
 */
function fragmentProblems(value: Record<string, unknown>): { place: string; problems: string[] } | undefined {
  const keys = Object.keys(value);
  if (keys.length === 0) return undefined;
  const results = places
    .filter((candidate) => candidate.fits(value))
    .map((candidate) => {
      const own = (path: string) =>
        candidate.place === 'data source functions'
          ? path.startsWith(candidate.prefix)
          : keys.some(
              (key) =>
                path === `${candidate.prefix}/${key}` || path.startsWith(`${candidate.prefix}/${key}/`),
            );
      const validate = validators.get(candidate.id)!;
      // A field the client reads in both spellings is required in either: report the file's spelling only.
      const camel = (error: ErrorObject) =>
        error.keyword === 'required' &&
        /[A-Z]/.test((error.params as { missingProperty: string }).missingProperty);
      const problems = validate(candidate.wrap(value))
        ? []
        : (validate.errors ?? [])
            .filter((error) => !camel(error))
            .filter((error) => own(error.instancePath) && !['anyOf', 'oneOf'].includes(error.keyword))
            .filter(
              (error) => !(error.keyword === 'type' && (error.params as { type?: string }).type === 'null'),
            )
            .map((error) => `${error.instancePath} ${error.message}`);
      return { place: candidate.place, problems: [...new Set(problems)] };
    });
  return results.sort((a, b) => a.problems.length - b.problems.length)[0];
}

describe('resource schemas', () => {
  const pages = loadRules(root);
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

  it('accept the example profile of every rule type under rules/', () => {
    expect(ruleTypes).toHaveLength(25);
    for (const { file, ruleType } of ruleTypes) {
      expect(problems('profile', exampleProfile(ruleType)), `${file}: example profile`).toEqual([]);
    }
  });

  it('accept every rule type, profile and data source example of the docs, generated pages included', () => {
    const sources = [
      ...sourceFiles('docs', /\.mdx?$/),
      ...pages.map((page) => ({ file: `generated/ref-rules/${page.id}.mdx`, text: rulePage(page) })),
    ];
    const counts: Record<string, number> = { ruletype: 0, profile: 0, datasource: 0 };
    const found: string[] = [];
    for (const { file, text } of sources) {
      for (const block of yamlBlocks(text)) {
        const value = parse(block) as { type?: string; name?: string } | null;
        const id = value && typeof value === 'object' ? byKind[String(value.type)] : undefined;
        if (!id) continue;
        counts[id]! += 1;
        for (const problem of problems(id, value)) found.push(`${file}: ${id} ${value!.name}: ${problem}`);
      }
    }
    expect(found).toEqual([]);
    // The rule pages show an example profile for each rule type; the guides
    // and the schema page show more, and rule types of their own.
    expect(counts.ruletype).toBeGreaterThanOrEqual(5);
    expect(counts.profile).toBeGreaterThanOrEqual(26);
    expect(counts.datasource).toBeGreaterThanOrEqual(1);
  });

  it('accept every fragment of a rule type, profile or data source that the docs show, in the place it belongs', () => {
    const found: string[] = [];
    let checked = 0;
    for (const { file, text } of sourceFiles('docs', /\.mdx?$/)) {
      for (const block of yamlBlocks(text)) {
        const value = parse(block) as unknown;
        if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
        if (byKind[String((value as { type?: unknown }).type)]) continue;
        const result = fragmentProblems(value as Record<string, unknown>);
        if (!result) continue;
        checked += 1;
        for (const problem of result.problems) found.push(`${file}: ${result.place}: ${problem}`);
      }
    }
    expect(found).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('place a fragment where its keys belong, and report what the server would refuse there', () => {
    expect(fragmentProblems({ grpc_server: { host: 'localhost' } })).toBeUndefined();
    expect(fragmentProblems({ remediate: 'on', alert: 'off' })).toEqual({ place: 'profile', problems: [] });
    expect(
      fragmentProblems({
        remediate: {
          type: 'pull_request',
          pull_request: { title: 't', body: 'b', contents: [{ path: 'a' }] },
        },
      }),
    ).toEqual({
      place: 'rule type definition',
      problems: ["/def/remediate/pull_request/contents/0 must have required property 'action'"],
    });
    expect(
      fragmentProblems({
        lookup: { endpoint: 'https://api.example.com/{name}', parse: 'json' },
      }),
    ).toEqual({
      place: 'data source functions',
      problems: ["/rest/def/lookup must have required property 'input_schema'"],
    });
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

  it('reject a data source with an uppercase name, without a name or input schema, or with two drivers', () => {
    const source = {
      version: 'v1',
      type: 'data-source',
      name: 'osv',
      rest: {
        def: {
          query: {
            endpoint: 'https://api.osv.dev/v1/query',
            method: 'POST',
            body_from_field: 'query',
            input_schema: { type: 'object', required: ['query'] },
          },
        },
      },
    };
    expect(problems('datasource', source)).toEqual([]);
    const structured = {
      version: 'v1',
      type: 'data-source',
      name: 'repo_files',
      structured: { def: { policy: { path: { file_name: 'policy.yaml', alternatives: ['policy.yml'] } } } },
    };
    expect(problems('datasource', structured)).toEqual([]);
    expect(problems('datasource', { ...source, name: 'OSV' })[0]).toMatch(/^\/name must match pattern/);
    const { name: _name, ...nameless } = source;
    expect(problems('datasource', nameless)).toContain(" must have required property 'name'");
    expect(problems('datasource', { ...source, structured: structured.structured })).toContain(
      ' must NOT be valid',
    );
    const { rest: _rest, ...driverless } = source;
    expect(problems('datasource', driverless).length).toBeGreaterThan(0);
    const { input_schema: _schema, ...schemaless } = source.rest.def.query;
    expect(problems('datasource', { ...source, rest: { def: { query: schemaless } } })).toContain(
      "/rest/def/query must have required property 'input_schema'",
    );
    expect(
      problems('datasource', {
        ...source,
        rest: { def: { query: { ...schemaless, bodystr: '{}', input_schema: {} } } },
      }),
    ).toContain('/rest/def/query must NOT be valid');
    expect(problems('datasource', { ...source, rest: { def: {} } })).toContain(
      '/rest/def must NOT have fewer than 1 properties',
    );
    expect(problems('datasource', { ...source, version: 'v2' })).toContain(
      '/version must be equal to one of the allowed values',
    );
  });

  it('accept the JSON names that the client also reads in a data source file, but not both spellings', () => {
    const camel = {
      version: 'v1',
      type: 'data-source',
      name: 'ghapi',
      rest: {
        providerAuth: true,
        def: {
          repo: {
            endpoint: 'https://api.github.com/repos/{owner}/{repo}',
            bodyFromField: 'query',
            inputSchema: { type: 'object', properties: { query: { type: 'object' } } },
            expectedStatus: [200],
          },
        },
      },
    };
    expect(problems('datasource', camel)).toEqual([]);
    const repo = camel.rest.def.repo;
    const both = { ...camel, rest: { ...camel.rest, provider_auth: true } };
    expect(problems('datasource', both)).toContain('/rest must NOT be valid');
    const { inputSchema: _inputSchema, ...schemaless } = repo;
    expect(problems('datasource', { ...camel, rest: { def: { repo: schemaless } } })).toEqual(
      expect.arrayContaining([
        "/rest/def/repo must have required property 'input_schema'",
        "/rest/def/repo must have required property 'inputSchema'",
      ]),
    );
    // A oneof holds across spellings: two bodies are refused however they are written.
    expect(
      problems('datasource', { ...camel, rest: { def: { repo: { ...repo, bodystr: '{}' } } } }),
    ).toContain('/rest/def/repo must NOT be valid');
    expect(
      problems('datasource', { ...camel, rest: { def: { repo: { ...repo, expected_status: [200] } } } }),
    ).toContain('/rest/def/repo must NOT be valid');
  });

  /** A rule type of our own, with the given definition. */
  const ruleTypeWith = (def: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    ...baseRuleType,
    severity: { value: 'medium' },
    release_phase: 'beta',
    def: { ...baseRuleType.def, ...def },
    ...extra,
  });

  it('accept every ingest type, evaluation engine, remediation and alert that Minder loads', () => {
    const ingests = [
      {
        type: 'rest',
        rest: {
          endpoint: '/repos/{{.Entity.Owner}}/{{.Entity.Name}}',
          parse: 'json',
          fallback: [{ http_code: 404, body: '{}' }],
        },
      },
      { type: 'builtin', builtin: { method: 'Provider.ListSecurityAdvisories' } },
      { type: 'artifact', artifact: {} },
      { type: 'git', git: { branch: 'main' } },
      { type: 'git' },
      { type: 'diff', diff: { type: 'dep', ecosystems: [{ name: 'npm', depfile: 'package-lock.json' }] } },
      { type: 'diff', diff: { type: 'full' } },
      { type: 'deps', deps: { repo: { branch: 'main' } } },
      { type: 'deps', deps: { pr: { filter: 'NEW_ONLY' } } },
    ];
    for (const ingest of ingests)
      expect(problems('ruletype', ruleTypeWith({ ingest })), ingest.type).toEqual([]);
    const evals = [
      {
        type: 'jq',
        jq: [
          { ingested: { def: '.allow_forking' }, constant: false },
          { ingested: { def: '.topics[0]' }, profile: { def: '.topic' } },
        ],
      },
      { type: 'rego', rego: { type: 'constraints', violation_format: 'json', def: 'package minder' } },
      { type: 'vulncheck', vulncheck: {} },
      { type: 'trusty', trusty: {} },
      { type: 'homoglyphs', homoglyphs: { type: 'mixed_scripts' } },
      {
        type: 'rego',
        rego: { def: 'package minder' },
        data_sources: [{ name: 'osv' }, { name: 'acme/vulns', alias: 'vulns' }],
      },
    ];
    for (const evaluation of evals)
      expect(problems('ruletype', ruleTypeWith({ eval: evaluation })), evaluation.type).toEqual([]);
    const remediations = [
      {
        type: 'rest',
        rest: {
          endpoint: '/repos/{{.Entity.Owner}}/{{.Entity.Name}}',
          method: 'PATCH',
          body: '{"has_wiki": false}',
        },
      },
      { type: 'gh_branch_protection', gh_branch_protection: { patch: '{"enforce_admins": true}' } },
      {
        type: 'pull_request',
        pull_request: {
          title: 'Add a policy',
          body: 'Adds the policy file.',
          contents: [{ path: 'POLICY.md', action: 'replace', content: 'Be kind.', mode: '100644' }],
        },
      },
      {
        type: 'pull_request',
        pull_request: {
          title: 'Pin actions',
          body: 'Pins actions.',
          method: 'minder.actions.replace_tags_with_sha',
          actions_replace_tags_with_sha: { exclude: ['actions/checkout'] },
        },
      },
      {
        type: 'issue',
        issue: { title: 'Turn on the wiki', body: 'The wiki is off.', labels: ['docs'], assignees: ['sam'] },
      },
    ];
    for (const remediate of remediations)
      expect(problems('ruletype', ruleTypeWith({ remediate })), remediate.type).toEqual([]);
    const alerts = [
      { type: 'security_advisory', security_advisory: {} },
      { type: 'security_advisory', security_advisory: { severity: 'high' } },
      {
        type: 'pull_request_comment',
        pull_request_comment: { review_message: 'Please look again.', action: 'request_changes' },
      },
    ];
    for (const alert of alerts) expect(problems('ruletype', ruleTypeWith({ alert })), alert.type).toEqual([]);
    expect(problems('ruletype', ruleTypeWith({ provider_traits: [3, 1], param_schema: null }))).toEqual([]);
    expect(
      problems(
        'ruletype',
        ruleTypeWith({}, { display_name: 'Example (beta): settings', context: { provider: 'github' } }),
      ),
    ).toEqual([]);
  });

  it('reject the files Minder refuses, naming the path', () => {
    const first = (value: unknown) => problems('ruletype', value)[0];
    expect(problems('ruletype', ruleTypeWith({}, { severity: { value: 'VALUE_HIGH' } }))).toContain(
      '/severity/value must be equal to one of the allowed values',
    );
    expect(problems('ruletype', ruleTypeWith({}, { release_phase: 'RULE_TYPE_RELEASE_PHASE_GA' }))).toContain(
      '/release_phase must be equal to one of the allowed values',
    );
    expect(problems('ruletype', ruleTypeWith({}, { release_phase: null }))).toContain(
      '/release_phase must be string',
    );
    const { def } = ruleTypeWith({}) as { def: Record<string, unknown> };
    for (const missing of ['in_entity', 'rule_schema', 'ingest', 'eval']) {
      const { [missing]: _gone, ...rest } = def;
      expect(problems('ruletype', { ...ruleTypeWith({}), def: rest }), missing).toContain(
        `/def must have required property '${missing}'`,
      );
    }
    expect(problems('ruletype', ruleTypeWith({ rule_schema: null }))).toContain(
      '/def/rule_schema must be object',
    );
    expect(problems('ruletype', ruleTypeWith({ in_entity: 'repositories' }))).toContain(
      '/def/in_entity must be equal to one of the allowed values',
    );
    // The server's sanitizer (bluemonday's strict policy) must leave the guidance as it is.
    expect(first(ruleTypeWith({}, { guidance: 'Open Settings > General.' }))).toMatch(
      /^\/guidance must match pattern/,
    );
    expect(first(ruleTypeWith({}, { guidance: 'Use &lt;b&gt;, R&amp;D and "quotes".' }))).toBeUndefined();
    expect(first(ruleTypeWith({}, { name: 'a/b/c' }))).toMatch(/^\/name must match pattern/);
    expect(first(ruleTypeWith({}, { name: `x${'y'.repeat(63)}` }))).toMatch(/^\/name must match pattern/);
    expect(problems('ruletype', ruleTypeWith({}, { colour: 'blue' }))).toContain(
      ' must NOT have additional properties',
    );
    expect(
      problems(
        'ruletype',
        ruleTypeWith({ eval: { type: 'jq', jq: [{ ingested: { def: '.a | length' }, constant: 1 }] } }),
      ),
    ).toContain(
      '/def/eval/jq/0/ingested/def must match pattern "^\\.[a-zA-Z_]+(\\.[a-zA-Z_]+|\\[\\d+\\]|\\["[a-zA-Z_]+"\\])*$"',
    );
    expect(
      problems(
        'ruletype',
        ruleTypeWith({
          eval: { type: 'jq', jq: [{ ingested: { def: '.a' }, constant: 1, profile: { def: '.b' } }] },
        }),
      ),
    ).toContain('/def/eval/jq/0 must match exactly one schema in oneOf');
    expect(problems('ruletype', ruleTypeWith({ eval: { type: 'jq' } }))).toContain(
      "/def/eval must have required property 'jq'",
    );
    expect(
      problems(
        'ruletype',
        ruleTypeWith({
          remediate: { type: 'pull_request_comment', pull_request_comment: { review_message: 'x' } },
        }),
      ),
    ).toContain('/def/remediate/type must be equal to one of the allowed values');
    expect(
      problems(
        'ruletype',
        ruleTypeWith({
          remediate: {
            type: 'pull_request',
            pull_request: { title: 'T', body: 'B', contents: [{ path: 'A.md', content: 'a' }] },
          },
        }),
      ),
    ).toContain("/def/remediate/pull_request/contents/0 must have required property 'action'");
    expect(problems('ruletype', ruleTypeWith({ alert: { type: 'security_advisory' } }))).toContain(
      "/def/alert must have required property 'security_advisory'",
    );
    expect(
      problems('ruletype', ruleTypeWith({ ingest: { type: 'deps', deps: { pr: { filter: 'ALL' } } } })),
    ).toContain('/def/ingest/deps/pr/filter must be equal to one of the allowed values');
    expect(
      problems(
        'ruletype',
        ruleTypeWith({ ingest: { type: 'rest', rest: { endpoint: '/x', fallback: [{ http_code: 42 }] } } }),
      ),
    ).toContain('/def/ingest/rest/fallback/0/http_code must be >= 100');
    expect(problems('ruletype', ruleTypeWith({ provider_traits: ['github'] }))).toContain(
      '/def/provider_traits/0 must be integer',
    );
    expect(
      problems(
        'ruletype',
        ruleTypeWith({
          eval: { type: 'rego', rego: { def: 'package minder' }, data_sources: [{ name: 'acme/vulns' }] },
        }),
      ),
    ).toContain('/def/eval/data_sources/0 must match a schema in anyOf');
  });

  it('reject a rule type without def.ingest, with an unknown evaluation type, or without a name', () => {
    const ruleType = ruleTypeWith({});
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

  it('accept a profile with selection, params and remediate and alert settings, and reject a rule without a type', () => {
    const profile = {
      version: 'v1',
      type: 'profile',
      name: 'acme/baseline',
      display_name: 'Acme baseline',
      context: { provider: 'github' },
      remediate: 'dry_run',
      alert: 'off',
      selection: [
        { entity: 'repository', selector: "repository.name != 'acme/docs'", description: 'Skip the docs.' },
      ],
      repository: [
        { type: 'branch_protection_enabled', params: { branch: 'main' }, def: null },
        { type: 'secret_scanning', name: 'Secret scanning (strict)', def: { enabled: true } },
      ],
      pull_request: [{ type: 'pr_vulnerability_check', def: { action: 'review' } }],
    };
    expect(problems('profile', profile)).toEqual([]);
    expect(problems('profile', { ...profile, remediate: null, alert: null })).toEqual([]);
    expect(problems('profile', { ...profile, artifact: [{ def: {} }] })).toContain(
      "/artifact/0 must have required property 'type'",
    );
    expect(problems('profile', { ...profile, labels: ['team_a:security'] })).toEqual([]);
    expect(problems('profile', { ...profile, labels: ['a', 'a'] })[0]).toMatch(
      /^\/labels must NOT have duplicate items/,
    );
  });
});
