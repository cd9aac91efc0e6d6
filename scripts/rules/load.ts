/**
 * The built-in rule types under rules/: one folder per reference page, with a
 * README.md (title, description, introduction) and one YAML file per rule
 * type that holds its facts (as its file in mindersec/minder-rules-and-profiles
 * spells them) and our description of it. Each file is checked against
 * rules/schema.json; its name must be its file name, and its example must
 * satisfy its own settings and parameters.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { parse } from 'yaml';
import type { Schema } from '../api/schema';
import type Ajv2020 from 'ajv/dist/2020';
import { createAjv } from '../json-schema';
import { readYaml, schemaProblems, SourceError, type YamlSource } from '../yaml-source';
import { propertiesSchema, type Property } from './properties';

export type RuleType = {
  name: string;
  display_name: string;
  /** Path of the rule type file in mindersec/minder-rules-and-profiles. */
  file: string;
  entity: string;
  severity: string;
  release_phase: string;
  ingest: string;
  eval: { engine: string; rego_type?: string };
  remediate: string | null;
  alert: string | null;
  short_failure_message: string;
  description: string;
  guidance: string;
  settings: Property[];
  params: Property[];
  example: { name?: string; def: Record<string, unknown>; params?: Record<string, unknown> };
};

export type RuleFile = { file: string; ruleType: RuleType };

export type RulePage = {
  /** The page's path under /ref/rules/: the folder name. */
  id: string;
  title: string;
  description: string;
  /** The README's text after its front matter, in Markdown. */
  intro: string;
  ruleTypes: RuleFile[];
};

/** The first line of every rule file: editors check the file against rules/schema.json. */
export const schemaLine = '# yaml-language-server: $schema=../schema.json';

function readPageReadme(path: string, root: string, problems: string[]): Omit<RulePage, 'id' | 'ruleTypes'> {
  const shown = relative(root, path);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    problems.push(
      `${shown}:1: missing: each folder of rules/ needs a README.md with a title, a description and an introduction`,
    );
    return { title: '', description: '', intro: '' };
  }
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  const fields = (match ? parse(match[1]!) : {}) as Record<string, unknown>;
  for (const key of ['title', 'description'])
    if (typeof fields[key] !== 'string' || !fields[key])
      problems.push(`${shown}:1: the front matter needs a \`${key}\``);
  const intro = match?.[2]?.trim() ?? '';
  if (!intro) problems.push(`${shown}:1: the README needs an introduction after its front matter`);
  return { title: String(fields.title ?? ''), description: String(fields.description ?? ''), intro };
}

/** The schema of a rule of a profile (its `name`, `def` and `params`), from the rule type's settings and parameters. */
export function ruleSchema(ruleType: Pick<RuleType, 'settings' | 'params'>): Schema {
  const params = ruleType.params.length > 0 ? { params: propertiesSchema(ruleType.params) } : {};
  return {
    type: 'object',
    additionalProperties: false,
    properties: { name: { type: 'string' }, def: propertiesSchema(ruleType.settings), ...params },
    // Minder fills the defaults of settings and parameters only into a `def` and a `params` that
    // the rule has: a rule without them is stored as null and evaluated without their defaults
    // (pkg/engine/v1/rtengine/engine.go), so the example gives both, as the published profiles do.
    required: ['def', ...(ruleType.params.length > 0 ? ['params'] : [])],
  };
}

function checkRuleType(
  ajv: Ajv2020,
  source: YamlSource,
  text: string,
  ruleType: RuleType,
  problems: string[],
): void {
  if (text.split('\n', 1)[0] !== schemaLine)
    problems.push(`${source.file}:1: the first line must be \`${schemaLine}\``);
  const expected = basename(source.file, '.yaml');
  if (ruleType.name !== expected)
    problems.push(
      `${source.file}:${source.lineOf(['name'])}: the name \`${ruleType.name}\` must be the file name, \`${expected}\``,
    );
  if (basename(ruleType.file, '.yaml') !== ruleType.name)
    problems.push(
      `${source.file}:${source.lineOf(['file'])}: the file \`${ruleType.file}\` must be named after the rule type, \`${ruleType.name}.yaml\``,
    );
  const validate = ajv.compile(ruleSchema(ruleType));
  if (!validate(ruleType.example)) {
    const inExample: YamlSource = { ...source, lineOf: (path) => source.lineOf(['example', ...path]) };
    problems.push(
      ...schemaProblems(
        inExample,
        validate.errors,
        () => 'the example does not match the settings and parameters',
      ),
    );
  }
}

/** Reads every rule type under `rules/`; stops with every problem found, each with its file and line. */
export function loadRules(root: string): RulePage[] {
  const dir = join(root, 'rules');
  // One Ajv for the file format and every rule's settings: a new one per rule type costs a second a load.
  const ajv = createAjv();
  const validate = ajv.compile(JSON.parse(readFileSync(join(dir, 'schema.json'), 'utf8')) as Schema);
  const problems: string[] = [];
  const pages: RulePage[] = [];
  const seen = new Map<string, string>();
  for (const id of readdirSync(dir).sort()) {
    const folder = join(dir, id);
    if (!statSync(folder).isDirectory()) continue;
    const page = {
      id,
      ...readPageReadme(join(folder, 'README.md'), root, problems),
      ruleTypes: [] as RuleFile[],
    };
    const names = readdirSync(folder).sort();
    if (!names.some((name) => name.endsWith('.yaml')))
      problems.push(`${relative(root, folder)}: the folder has no rule type file`);
    for (const name of names) {
      if (name === 'README.md') continue;
      const path = join(folder, name);
      if (!name.endsWith('.yaml')) {
        problems.push(`${relative(root, path)}:1: unexpected file: a rule type file ends in .yaml`);
        continue;
      }
      let source: YamlSource;
      try {
        source = readYaml(path, root);
      } catch (error) {
        if (error instanceof SourceError) {
          problems.push(...error.problems);
          continue;
        }
        throw error;
      }
      if (!validate(source.value)) {
        problems.push(...schemaProblems(source, validate.errors));
        continue;
      }
      const ruleType = source.value as RuleType;
      checkRuleType(ajv, source, readFileSync(path, 'utf8'), ruleType, problems);
      const other = seen.get(ruleType.name);
      if (other)
        problems.push(
          `${source.file}:${source.lineOf(['name'])}: the rule type \`${ruleType.name}\` is already documented in ${other}`,
        );
      seen.set(ruleType.name, source.file);
      page.ruleTypes.push({ file: source.file, ruleType });
    }
    pages.push(page);
  }
  if (problems.length > 0) throw new SourceError(problems);
  return pages;
}
