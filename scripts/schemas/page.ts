/**
 * The /ref/schema page (docs/ref/schema.mdx): its template, with the address
 * table, the field list of each resource schema and the data model diagram
 * filled in.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Schema } from '../api/schema';
import { escapeMdx, identifier, table } from '../mdx';
import { siteUrl } from '../site';
import { schemaUrl, type Resource } from './resources';

type Row = { path: string; type: string; required: boolean; description: string };

/** A property that may also be `null` (`anyOf` a value and null) as its value schema, with its own keywords kept. */
function withoutNull(schema: Schema): Schema {
  const branches = schema.anyOf as Schema[] | undefined;
  if (!branches || branches.length !== 2 || !branches.some((branch) => branch.type === 'null')) return schema;
  const { anyOf: _anyOf, ...own } = schema;
  return { ...branches.find((branch) => branch.type !== 'null')!, ...own };
}

/** The schema a `$ref` points to, with the referring property's own keywords (its description) kept. */
function resolve(schema: Schema, defs: Record<string, Schema>): Schema {
  const value = withoutNull(schema);
  const ref = value.$ref as string | undefined;
  if (!ref) return value;
  const { $ref: _ref, ...own } = value;
  return { ...resolve(defs[ref.replace('#/$defs/', '')]!, defs), ...own };
}

function typeLabel(schema: Schema, defs: Record<string, Schema>): string {
  const resolved = resolve(schema, defs);
  if (resolved.type === 'array') return `list of ${typeLabel(resolved.items as Schema, defs)}`;
  if (
    resolved.type === 'object' &&
    resolved.additionalProperties &&
    typeof resolved.additionalProperties === 'object'
  )
    return `map of ${typeLabel(resolved.additionalProperties as Schema, defs)}`;
  if (resolved.type) return String(resolved.type);
  return 'any';
}

function notes(schema: Schema, defs: Record<string, Schema>): string[] {
  const resolved = resolve(schema, defs);
  const target = resolved.type === 'array' ? resolve(resolved.items as Schema, defs) : resolved;
  const result: string[] = [];
  // A value the description already names in code font is not repeated.
  const said = (value: unknown) => String(resolved.description ?? '').includes(`\`${String(value)}\``);
  if (resolved.const !== undefined) {
    if (!said(resolved.const)) result.push(`Always \`${String(resolved.const)}\`.`);
  } else if (Array.isArray(target.enum) && !(target.enum as unknown[]).every(said))
    result.push(`One of ${(target.enum as unknown[]).map((value) => `\`${String(value)}\``).join(', ')}.`);
  if (target.pattern) result.push(`Must match \`${String(target.pattern)}\`.`);
  if (resolved.readOnly) result.push('Set by the server; leave it out of your files.');
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

/** Every field of a schema, depth first, with dotted paths (`[]` for list items, `<name>` for map keys). */
export function fieldRows(schema: Schema): Row[] {
  const defs = (schema.$defs ?? {}) as Record<string, Schema>;
  const rows: Row[] = [];
  const walk = (object: Schema, prefix: string, trail: string[]) => {
    const required = (object.required as string[] | undefined) ?? [];
    for (const [name, property] of Object.entries((object.properties ?? {}) as Record<string, Schema>)) {
      const path = `${prefix}${name}`;
      const resolved = resolve(property, defs);
      const description = [summary(String(resolved.description ?? '')), ...notes(property, defs)]
        .filter(Boolean)
        .join(' ');
      rows.push({ path, type: typeLabel(property, defs), required: required.includes(name), description });
      const ref = (withoutNull(property).$ref ??
        (resolved.items as Schema | undefined)?.$ref ??
        (resolved.additionalProperties as Schema | undefined)?.$ref) as string | undefined;
      if (!ref || trail.includes(ref)) continue;
      const next = resolve({ $ref: ref }, defs);
      if (next.type !== 'object' || !next.properties) continue;
      const suffix = resolved.type === 'array' ? '[].' : resolved.additionalProperties ? '.<name>.' : '.';
      walk(next, `${path}${suffix}`, [...trail, ref]);
    }
  };
  walk(schema, '', []);
  return rows;
}

/** The field list of a schema; the search index leaves it out, as /ref/proto indexes the same fields. */
function fieldTable(schema: Schema): string {
  return ['<div data-search-exclude>', '', fieldTableRows(schema), '', '</div>'].join('\n');
}

function fieldTableRows(schema: Schema): string {
  return table(
    ['Field', 'Type', 'Required', 'Description'],
    fieldRows(schema).map((row) => [
      identifier(row.path),
      identifier(row.type),
      row.required ? 'yes' : '',
      escapeMdx(row.description, true),
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
