/**
 * The /ref/schema page (docs/ref/schema.mdx): its template, with the address
 * table, the field list of each resource schema and the data model diagram
 * filled in.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Schema } from '../api/schema';
import { schemaRows, type SchemaRow } from '../json-schema-rows';
import { escapeMdx, identifier, table } from '../mdx';
import { siteUrl } from '../site';
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

export function schemaPage(
  root: string,
  schemas: { resource: Resource; schema: Schema }[],
  diagrams: Map<string, string>,
): string {
  const template = readFileSync(join(root, 'scripts/schemas/templates/schema.mdx'), 'utf8');
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
  // Replacer functions: the tables hold `$` signs that a replacement string would read as patterns.
  let page = template
    .replace('@@SCHEMA_TABLE@@', () => addresses)
    .replace(/@@DATA_MODEL:(\w+)@@/g, (placeholder, id: string) => {
      const diagram = diagrams.get(id);
      if (!diagram)
        throw new Error(`scripts/schemas/templates/schema.mdx: no diagram ${id} for ${placeholder}`);
      return diagram;
    })
    .replace(/@@SITE@@/g, () => siteUrl);
  for (const { resource, schema } of schemas)
    page = page.replace(`@@FIELDS:${resource.id}@@`, () => fieldTable(schema));
  const left = /@@[A-Z_:a-z]+@@/.exec(page);
  if (left) throw new Error(`scripts/schemas/templates/schema.mdx: no value for the placeholder ${left[0]}`);
  return page;
}
