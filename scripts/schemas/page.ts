/**
 * The generated parts of the /ref/schema page (docs/ref/schema.mdx): the
 * address table, the field list of each resource schema and the data model
 * diagrams.
 */
import type { Schema } from '../api/schema';
import { schemaRows, type SchemaRow } from '../json-schema-rows';
import { escapeMdx, identifier, table } from '../mdx';
import { schemaUrl, type Resource } from './resources';

/** What a field's schema says beyond its description: a constant, the allowed values, a pattern, read-only. */
function notes({ schema, value }: SchemaRow): string[] {
  const result: string[] = [];
  // A value the description already names in code font is not repeated.
  const said = (candidate: unknown) => String(schema.description ?? '').includes(`\`${String(candidate)}\``);
  if (schema.const !== undefined) {
    if (!said(schema.const)) result.push(`Always \`${String(schema.const)}\`.`);
  } else if (Array.isArray(value.enum) && !(value.enum as unknown[]).every(said))
    result.push(`One of ${(value.enum as unknown[]).map((item) => `\`${String(item)}\``).join(', ')}.`);
  if (value.pattern) result.push(`Must match \`${String(value.pattern)}\`.`);
  if (schema.readOnly) result.push('Set by the server; leave it out of your files.');
  return result;
}

/**
 * The first sentence of a field's description, and its default: the field
 * lists stay short (every page carries its text as JavaScript too), and the
 * full descriptions are on /ref/proto and in the schemas themselves.
 */
function summary(description: string): string {
  const [first = '', ...rest] = description.split(/\n\n/);
  const sentence = /^[\s\S]*?[.!?](?=\s|$)/.exec(first.trim())?.[0] ?? first.trim();
  return [
    sentence.replace(/\s+/g, ' '),
    ...rest.filter((paragraph) => paragraph.startsWith('Default:')),
  ].join(' ');
}

/** The field list of a schema; the search index leaves it out, as /ref/proto indexes the same fields. */
function fieldTable(schema: Schema): string {
  return ['<div data-search-exclude>', '', fieldTableRows(schema), '', '</div>'].join('\n');
}

function fieldTableRows(schema: Schema): string {
  return table(
    ['Field', 'Type', 'Required', 'Description'],
    schemaRows(schema).map((row) => [
      identifier(row.path),
      identifier(row.type),
      row.required ? 'yes' : '',
      escapeMdx(
        [summary(String(row.schema.description ?? '')), ...notes(row)].filter(Boolean).join(' '),
        true,
      ),
    ]),
  );
}

/** The page that shows the partials: hand-written, in docs/. */
export const schemaPageFile = 'docs/ref/schema.mdx';

/**
 * The generated parts of /ref/schema, by file name: the address table, the
 * field list of each resource schema and the data model diagrams. The page
 * (docs/ref/schema.mdx) imports each one from generated/partials/schema/.
 */
export function schemaPartials(
  schemas: { resource: Resource; schema: Schema }[],
  diagrams: Map<string, string>,
): Map<string, string> {
  const addresses = table(
    ['Resource', 'Schema', '`type` in the file', 'Read by'],
    schemas.map(({ resource }) => [
      resource.title,
      `[\`${schemaUrl(resource)}\`](pathname:///schemas/${resource.id}.json)`,
      `\`${resource.kind}\``,
      resource.commands
        .map((command) => `[\`${command}\`](/ref/cli/${command.replace(/ /g, '_')})`)
        .join(', '),
    ]),
  );
  return new Map([
    ['addresses.mdx', `${addresses}\n`],
    ...schemas.map(({ resource, schema }): [string, string] => [
      `fields-${resource.id}.mdx`,
      `${fieldTable(schema)}\n`,
    ]),
    ...[...diagrams].map(([id, diagram]): [string, string] => [
      `data-model-${id}.mdx`,
      `\`\`\`mermaid\n${diagram.trimEnd()}\n\`\`\`\n`,
    ]),
  ]);
}

/**
 * The problems of a page that shows generated partials: an import of a
 * partial that is not generated, or a partial the page does not import
 * (`file:line: reason`).
 */
export function partialImportProblems(file: string, text: string, folder: string, names: string[]): string[] {
  const imported = new Map<string, number>();
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(new RegExp(`@site/${folder}/([\\w.-]+)`, 'g')))
      imported.set(match[1]!, index + 1);
  });
  return [
    ...[...imported]
      .filter(([name]) => !names.includes(name))
      .map(
        ([name, line]) =>
          `${file}:${line}: imports ${folder}/${name}, which the generator does not write (it writes ${names.join(', ')})`,
      ),
    ...names
      .filter((name) => !imported.has(name))
      .map((name) => `${file}:1: does not import ${folder}/${name}, so the page would leave it out`),
  ];
}
