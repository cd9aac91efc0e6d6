/**
 * The example profiles of the hand-written pages against the rule types they
 * use. Every YAML block of docs/ that is a profile (`type: profile`, or a list
 * of rules under an entity key such as `repository`) is read, and each rule is
 * checked:
 * - a rule type that /ref/rules documents (rules/): the rule sits under the
 *   rule type's entity, and its `def` and `params` match the rule type's real
 *   settings and parameters, strictly (an unknown field is an error, a
 *   required setting must be there);
 * - a rule type that the same page defines (`type: rule-type`): its `def` and
 *   `params` match that definition's `rule_schema` and `param_schema`, as
 *   Minder checks them when it evaluates the rule;
 * - any other name of a built-in rule type of mindersec/minder-rules-and-profiles
 *   is an error: the page presents it as the real one, whose settings the site
 *   does not document and this test cannot check;
 * - any other name is the page's own invention (a rule type it describes in
 *   prose or on another page) and is left alone.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LineCounter, parseAllDocuments, type Document, type Node } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadApi } from '../../../scripts/api/load';
import { buildModel } from '../../../scripts/api/model';
import type { Schema } from '../../../scripts/api/schema';
import { createAjv } from '../../../scripts/json-schema';
import { loadRules, ruleSchema, type RuleType } from '../../../scripts/rules/load';
import { resources, resourceSchema } from '../../../scripts/schemas/resources';
import { schemaProblems, type YamlSource } from '../../../scripts/yaml-source';
import builtIn from '../../fixtures/builtin-rule-type-names.json';
import { root, sourceFiles } from '../source-files';

const ajv = createAjv();
const documented = new Map(
  loadRules(root).flatMap((page) => page.ruleTypes.map(({ ruleType }) => [ruleType.name, ruleType] as const)),
);
const builtInNames = new Set(builtIn.names);

/** The keys of a profile that hold a list of rules: one per entity type, from the profile schema. */
const entityKeys: string[] = (() => {
  const profile = resourceSchema(
    buildModel(loadApi(join(root, 'api'), root)),
    resources.find((resource) => resource.id === 'profile')!,
  );
  const holdsRules = (schema: Schema) =>
    JSON.stringify(schema).includes('"items":{"$ref":"#/$defs/Profile.Rule"}');
  return Object.entries(profile.properties as Record<string, Schema>)
    .filter(([, schema]) => holdsRules(schema))
    .map(([key]) => key);
})();

type Block = { line: number; docs: Document[]; lineCounter: LineCounter };

/** The YAML code blocks of a page, indented ones (in lists, in tabs) included, each with the line of its first line. */
function yamlBlocks(text: string): Block[] {
  return [...text.matchAll(/^([ \t]*)(`{3,}|~{3,})ya?ml\b[^\n]*\n([\s\S]*?)\n\1\2[ \t]*$/gm)].map((match) => {
    const indent = match[1]!.length;
    const body = match[3]!
      .split('\n')
      .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
      .join('\n');
    const lineCounter = new LineCounter();
    const docs = parseAllDocuments(body, { lineCounter, prettyErrors: false });
    const line = text.slice(0, match.index).split('\n').length + 1;
    return { line, docs: Array.isArray(docs) ? docs : [], lineCounter };
  });
}

type PageRuleType = { settings: Schema | null; params: Schema | null };
type Rule = { type?: unknown; name?: unknown; def?: unknown; params?: unknown };

/** The rules of a page's profiles that it cannot show: each `file:line: rule \`type\`: problem`. */
function profileProblems(file: string, text: string): { problems: string[]; checked: number } {
  const blocks = yamlBlocks(text);
  const problems: string[] = [];
  let checked = 0;
  const values = blocks.flatMap((block) =>
    block.docs.map((doc) => ({ block, doc, value: doc.toJS() as Record<string, unknown> | null })),
  );
  for (const { block, doc } of values)
    for (const error of doc.errors)
      problems.push(
        `${file}:${block.line + block.lineCounter.linePos(error.pos[0]).line - 1}: ${error.message}`,
      );

  const ownTypes = new Map<string, PageRuleType>();
  for (const { value } of values) {
    if (value?.type !== 'rule-type' || typeof value.name !== 'string') continue;
    const def = (value.def ?? {}) as { rule_schema?: Schema; param_schema?: Schema };
    ownTypes.set(value.name, { settings: def.rule_schema ?? null, params: def.param_schema ?? null });
  }

  for (const { block, doc, value } of values) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const isProfile = value.type === 'profile';
    for (const entity of entityKeys) {
      const rules = value[entity];
      if (!Array.isArray(rules) || !(isProfile || rules.some((rule) => typeof rule?.type === 'string')))
        continue;
      rules.forEach((rule: Rule | null, index) => {
        if (!rule || typeof rule !== 'object') return;
        const lineOf = (path: ReadonlyArray<string | number>) => {
          for (let depth = path.length; depth >= 0; depth -= 1) {
            const node = doc.getIn([entity, index, ...path.slice(0, depth)], true) as Node | undefined;
            if (node?.range) return block.line + block.lineCounter.linePos(node.range[0]).line - 1;
          }
          return block.line;
        };
        const type = String(rule.type);
        const label = `rule \`${type}\``;
        const source: YamlSource = { file, value: rule, lineOf };
        const ruleType: RuleType | undefined = documented.get(type);
        if (ruleType) {
          checked += 1;
          if (entity !== ruleType.entity)
            problems.push(
              `${file}:${lineOf([])}: ${label} is listed under \`${entity}\`, but the rule type checks \`${ruleType.entity}\``,
            );
          const { type: _type, ...body } = rule;
          const validate = ajv.compile(ruleSchema(ruleType));
          if (!validate(body))
            problems.push(
              ...schemaProblems(source, validate.errors, () => label).map((problem) =>
                problem.replace(`${label}: the file `, `${label} `),
              ),
            );
          return;
        }
        const own = ownTypes.get(type);
        if (own) {
          checked += 1;
          for (const [key, schema] of [
            ['def', own.settings],
            ['params', own.params],
          ] as const) {
            if (!schema) continue;
            const validate = ajv.compile(schema);
            if (!validate(rule[key] ?? {}))
              problems.push(
                ...schemaProblems(
                  source,
                  (validate.errors ?? []).map((error) => ({
                    ...error,
                    instancePath: `/${key}${error.instancePath}`,
                  })),
                  () => label,
                ),
              );
          }
          return;
        }
        if (builtInNames.has(type))
          problems.push(
            `${file}:${lineOf([])}: ${label} is a built-in rule type that /ref/rules does not document, so its settings cannot be checked: document it under rules/, or use a rule type that the page defines`,
          );
      });
    }
  }
  return { problems, checked };
}

describe('the example profiles of the pages', () => {
  const pages = sourceFiles('docs', /\.mdx?$/);

  it('the entity keys and the rule types to check are the real ones', () => {
    expect(entityKeys).toEqual(expect.arrayContaining(['repository', 'pull_request', 'artifact']));
    expect(documented.size).toBe(25);
    for (const name of documented.keys()) expect(builtInNames, name).toContain(name);
  });

  it('use only the real settings and parameters of the rule types they name, each under its entity', () => {
    let checked = 0;
    const problems: string[] = [];
    for (const { file, text } of pages) {
      const result = profileProblems(file, text);
      checked += result.checked;
      problems.push(...result.problems);
    }
    expect(problems).toEqual([]);
    // The guides show many profiles; a change that stops finding them must not pass quietly.
    expect(checked).toBeGreaterThanOrEqual(25);
  });

  describe('a broken example is reported with its file, line and rule', () => {
    const file = 'docs/getting_started/first_profile.md';
    const text = readFileSync(join(root, file), 'utf8');
    const lineOf = (needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
    const mutated = (from: string, to: string) => {
      expect(text).toContain(from);
      return profileProblems(file, text.replace(from, to)).problems;
    };

    it('the page itself is clean', () => {
      expect(profileProblems(file, text)).toEqual({ problems: [], checked: 2 });
    });

    it('a setting the rule type does not have', () => {
      expect(mutated('      skip_private_repos: true', '      enabled: true')).toEqual([
        `${file}:${lineOf('      skip_private_repos: true')}: rule \`secret_scanning\`: \`def\` has an unknown field \`enabled\``,
      ]);
    });

    it('a required setting left out, and a setting of the wrong type', () => {
      expect(mutated('      package_ecosystem: gomod\n', '')).toEqual([
        // The line left out moves the next one up to its place.
        `${file}:${lineOf('      package_ecosystem: gomod')}: rule \`dependabot_configured\`: \`def\` is missing the required field \`package_ecosystem\``,
      ]);
      expect(mutated('      skip_private_repos: true', '      skip_private_repos: "no"')).toEqual([
        `${file}:${lineOf('      skip_private_repos: true')}: rule \`secret_scanning\`: \`def.skip_private_repos\` must be boolean`,
      ]);
    });

    it('a parameter that the rule type does not take', () => {
      expect(
        mutated(
          '      skip_private_repos: true',
          '      skip_private_repos: true\n    params:\n      branch: main',
        ),
      ).toEqual([
        `${file}:${lineOf('  - type: secret_scanning')}: rule \`secret_scanning\` has an unknown field \`params\``,
      ]);
    });

    it('a rule under the wrong entity, and a built-in rule type that the site does not document', () => {
      const pullRequest = text.replace(/^repository:\n/m, 'pull_request:\n');
      expect(pullRequest).not.toBe(text);
      expect(profileProblems(file, pullRequest).problems).toEqual([
        `${file}:${lineOf('  - type: secret_scanning')}: rule \`secret_scanning\` is listed under \`pull_request\`, but the rule type checks \`repository\``,
        `${file}:${lineOf('  - type: dependabot_configured')}: rule \`dependabot_configured\` is listed under \`pull_request\`, but the rule type checks \`repository\``,
      ]);
      expect(mutated('  - type: secret_scanning', '  - type: secret_push_protection')).toEqual([
        `${file}:${lineOf('  - type: secret_scanning')}: rule \`secret_push_protection\` is a built-in rule type that /ref/rules does not document, so its settings cannot be checked: document it under rules/, or use a rule type that the page defines`,
      ]);
    });
  });

  it('a rule of a rule type that the page defines is checked against that definition', () => {
    const page = [
      '```yaml',
      'version: v1',
      'type: rule-type',
      'name: repository_topics',
      'def:',
      '  in_entity: repository',
      '  rule_schema:',
      '    type: object',
      '    properties:',
      '      topics: {type: array, items: {type: string}}',
      '    required: [topics]',
      '```',
      '',
      '- A profile, in a list:',
      '',
      '  ```yaml',
      '  repository:',
      '    - type: repository_topics',
      '      def:',
      '        note: a setting that the schema leaves open',
      '        topics: security',
      '    - type: repository_description',
      '      def: {}',
      '  ```',
    ].join('\n');
    expect(profileProblems('page.md', page)).toEqual({
      problems: ['page.md:21: rule `repository_topics`: `def.topics` must be array'],
      checked: 1,
    });
  });
});
