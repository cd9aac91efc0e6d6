/**
 * The rule type catalog of /ref/rules: every built-in rule type of
 * mindersec/minder-rules-and-profiles, those the rule pages document
 * (rules/<page>/<name>.yaml) and the others (rules/catalog.yaml, checked
 * against rules/catalog.schema.json), as the rows of the page's table
 * (src/components/RuleCatalog).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Schema } from '../api/schema';
import { createAjv } from '../json-schema';
import { readYaml, schemaProblems, SourceError } from '../yaml-source';
import type { CatalogRuleType } from '../../src/components/RuleCatalog/filters';
import type { RulePage, RuleType } from './load';
import { ruleFileUrl } from './pages';

/** An entry of rules/catalog.yaml: the facts of a rule type that no page documents, and our summary. */
export type CatalogEntry = Pick<
  RuleType,
  'name' | 'display_name' | 'file' | 'entity' | 'ingest' | 'eval' | 'remediate' | 'alert'
> & {
  severity: string | null;
  release_phase: string | null;
  data_sources: string[];
  settings: string[];
  params: string[];
  summary: string;
};

export const catalogFile = 'rules/catalog.yaml';

/** The first line of rules/catalog.yaml: editors check it against its schema. */
export const catalogSchemaLine = '# yaml-language-server: $schema=./catalog.schema.json';

/** Reads rules/catalog.yaml; stops with every problem found, each with its line. */
export function loadCatalog(root: string, pages: RulePage[]): CatalogEntry[] {
  const path = join(root, catalogFile);
  const source = readYaml(path, root);
  const problems: string[] = [];
  if (readFileSync(path, 'utf8').split('\n', 1)[0] !== catalogSchemaLine)
    problems.push(`${catalogFile}:1: the first line must be \`${catalogSchemaLine}\``);
  const schema = JSON.parse(readFileSync(join(root, 'rules/catalog.schema.json'), 'utf8')) as Schema;
  const validate = createAjv().compile(schema);
  if (!validate(source.value))
    throw new SourceError([...problems, ...schemaProblems(source, validate.errors)]);
  const entries = (source.value as { ruleTypes: CatalogEntry[] }).ruleTypes;
  // A rule type is its file: the security baseline has a rule type of the same name for each
  // provider, and one file whose name is not its rule type's (osps-vm-05-01.yaml holds osps-vm-02-01).
  const documented = new Map(
    pages.flatMap((page) => page.ruleTypes.map(({ file, ruleType }) => [ruleType.file, file] as const)),
  );
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const line = source.lineOf(['ruleTypes', index, 'file']);
    const page = documented.get(entry.file);
    if (page)
      problems.push(
        `${catalogFile}:${line}: \`${entry.file}\` is documented in ${page}: the catalog takes it from there`,
      );
    if (seen.has(entry.file)) problems.push(`${catalogFile}:${line}: \`${entry.file}\` is listed twice`);
    seen.add(entry.file);
  });
  if (problems.length > 0) throw new SourceError(problems);
  return entries;
}

/**
 * The first sentence of a rule page's description, as the rule type's
 * summary in the catalog: each starts with what the rule type checks.
 */
export function firstSentence(markdown: string): string {
  const paragraph = markdown
    .trim()
    .split(/\n\s*\n/, 1)[0]!
    .replace(/\s+/g, ' ');
  return /^(.+?[.!?])(?=\s|$)/.exec(paragraph)?.[1] ?? paragraph;
}

/**
 * The provider a rule type is for: the rules repository files each under a
 * folder of its provider (`rule-types/github/`, `security-baseline/rule-types/gitlab/`),
 * and under `common/` those that name no provider. A
 * rule type's own `context.provider` is no better guide: 23 of them, all
 * seven GitLab ones of the security baseline among them, name none.
 */
export function providerOf(file: string): string {
  const folder = /^(?:security-baseline\/)?rule-types\/([^/]+)\//.exec(file)?.[1];
  if (!folder) throw new Error(`${file}: not under rule-types/<provider>/`);
  return folder;
}

/** Every rule type as a row of the catalog, by name, then by file. */
export function catalogRows(pages: RulePage[], entries: CatalogEntry[]): CatalogRuleType[] {
  const fromPages = pages.flatMap((page) =>
    page.ruleTypes.map(({ ruleType }): CatalogRuleType => ({
      name: ruleType.name,
      displayName: ruleType.display_name,
      summary: firstSentence(ruleType.description),
      entity: ruleType.entity,
      provider: providerOf(ruleType.file),
      ingest: ruleType.ingest,
      engine: ruleType.eval.engine,
      regoType: ruleType.eval.rego_type ?? null,
      remediate: ruleType.remediate,
      alert: ruleType.alert,
      severity: ruleType.severity,
      releasePhase: ruleType.release_phase,
      settings: ruleType.settings.map((setting) => setting.name),
      params: ruleType.params.map((param) => param.name),
      file: ruleType.file,
      fileUrl: ruleFileUrl(ruleType),
      page: `/ref/rules/${page.id}#${ruleType.name}`,
    })),
  );
  const fromCatalog = entries.map((entry): CatalogRuleType => ({
    name: entry.name,
    displayName: entry.display_name,
    summary: entry.summary,
    entity: entry.entity,
    provider: providerOf(entry.file),
    ingest: entry.ingest,
    engine: entry.eval.engine,
    regoType: entry.eval.rego_type ?? null,
    remediate: entry.remediate,
    alert: entry.alert,
    severity: entry.severity,
    releasePhase: entry.release_phase,
    settings: entry.settings,
    params: entry.params,
    file: entry.file,
    fileUrl: ruleFileUrl(entry),
    page: null,
  }));
  return [...fromPages, ...fromCatalog].sort(
    (a, b) => a.name.localeCompare(b.name) || a.file.localeCompare(b.file),
  );
}
