/**
 * The built-in rule types under rules/: one folder per reference page, with a
 * README.md (title, description, introduction) and one YAML file per rule
 * type. Each file is checked against the rule type schema; its `rule_schema`
 * and `param_schema` must be valid JSON Schemas, and its name must be its
 * file name.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { parse } from 'yaml';
import type { Schema } from '../api/schema';
import { createAjv } from '../json-schema';
import { readYaml, schemaProblems, SourceError, type YamlSource } from '../yaml-source';

export type RuleType = {
  version: string;
  type: string;
  name: string;
  display_name?: string;
  short_failure_message?: string;
  description: string;
  guidance: string;
  severity?: { value?: string };
  release_phase?: string;
  def: {
    in_entity: string;
    rule_schema?: Schema;
    param_schema?: Schema;
    ingest: { type: string } & Record<string, unknown>;
    eval: { type: string } & Record<string, unknown>;
    remediate?: { type: string } & Record<string, unknown>;
    alert?: { type: string } & Record<string, unknown>;
  };
};

export type RuleFile = { file: string; text: string; ruleType: RuleType };

export type RulePage = {
  /** The page's path under /ref/rules/: the folder name. */
  id: string;
  title: string;
  description: string;
  /** The README's text after its front matter, in Markdown. */
  intro: string;
  ruleTypes: RuleFile[];
};

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

function checkRuleType(source: YamlSource, ruleType: RuleType, problems: string[]): void {
  const expected = basename(source.file, '.yaml');
  if (ruleType.name !== expected)
    problems.push(
      `${source.file}:${source.lineOf(['name'])}: the name \`${ruleType.name}\` must be the file name, \`${expected}\``,
    );
  const ajv = createAjv();
  for (const key of ['rule_schema', 'param_schema'] as const) {
    const schema = ruleType.def[key];
    if (schema === undefined) continue;
    try {
      ajv.compile(schema);
    } catch (error) {
      problems.push(
        `${source.file}:${source.lineOf(['def', key])}: \`def.${key}\` is not a valid JSON Schema: ${(error as Error).message}`,
      );
    }
  }
}

/** Reads every rule type under `rules/`; stops with every problem found, each with its file and line. */
export function loadRules(root: string, ruleTypeSchema: Schema): RulePage[] {
  const dir = join(root, 'rules');
  const validate = createAjv().compile(ruleTypeSchema);
  const problems: string[] = [];
  const pages: RulePage[] = [];
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
      checkRuleType(source, ruleType, problems);
      page.ruleTypes.push({ file: source.file, text: readFileSync(path, 'utf8'), ruleType });
    }
    pages.push(page);
  }
  if (problems.length > 0) throw new SourceError(problems);
  return pages;
}
