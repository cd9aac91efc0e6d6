/**
 * The rows of the field tables of /ref/schema and /ref/rules
 * (scripts/json-schema-rows.ts): one per property, depth first, with its
 * path, type, whether it is required, and its schema.
 */
import { describe, expect, it } from 'vitest';
import type { Schema } from '../../../scripts/api/schema';
import { schemaRows, type SchemaRow } from '../../../scripts/json-schema-rows';

/** The columns every table shows, and the keywords a row's schema holds. */
const summary = (rows: SchemaRow[]) =>
  rows.map(({ path, type, required, schema }) => ({
    path,
    type,
    required,
    ...(schema.description ? { description: schema.description } : {}),
    ...('default' in schema ? { default: schema.default } : {}),
    ...(schema.enum ? { enum: schema.enum } : {}),
  }));

describe('schemaRows', () => {
  it('lists nested objects and lists of objects under their parent, with their required fields', () => {
    const schema: Schema = {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', description: 'The name.' },
        source: {
          type: 'object',
          required: ['url'],
          properties: { url: { type: 'string' }, branch: { type: 'string', default: 'main' } },
        },
        checks: {
          type: 'array',
          items: {
            type: 'object',
            required: ['level'],
            properties: {
              level: { type: 'string', enum: ['low', 'high'] },
              tags: { type: 'array', items: { type: 'string' } },
            },
          },
        },
        size: { type: 'integer', default: 0 },
      },
    };
    expect(summary(schemaRows(schema))).toEqual([
      { path: 'name', type: 'string', required: true, description: 'The name.' },
      { path: 'source', type: 'object', required: false },
      { path: 'source.url', type: 'string', required: true },
      { path: 'source.branch', type: 'string', required: false, default: 'main' },
      { path: 'checks', type: 'list of object', required: false },
      { path: 'checks[].level', type: 'string', required: true, enum: ['low', 'high'] },
      { path: 'checks[].tags', type: 'list of string', required: false },
      { path: 'size', type: 'integer', required: false, default: 0 },
    ]);
  });

  it('follows $ref and nullable values, keeping the referring description, and lists maps of objects by key', () => {
    const schema: Schema = {
      type: 'object',
      properties: {
        owner: { $ref: '#/$defs/Person', description: 'Who owns it.' },
        reviewer: { anyOf: [{ $ref: '#/$defs/Person' }, { type: 'null' }], description: 'Who reviews it.' },
        labels: { type: 'object', additionalProperties: { type: 'string', pattern: '^[a-z]+$' } },
        teams: { type: 'object', additionalProperties: { $ref: '#/$defs/Person' } },
        extra: {},
      },
      $defs: {
        Person: {
          type: 'object',
          description: 'A person.',
          required: ['login'],
          properties: { login: { type: 'string' } },
        },
      },
    };
    const rows = schemaRows(schema);
    expect(summary(rows)).toEqual([
      { path: 'owner', type: 'object', required: false, description: 'Who owns it.' },
      { path: 'owner.login', type: 'string', required: true },
      { path: 'reviewer', type: 'object', required: false, description: 'Who reviews it.' },
      { path: 'reviewer.login', type: 'string', required: true },
      { path: 'labels', type: 'map of string', required: false },
      { path: 'teams', type: 'map of object', required: false },
      { path: 'teams.<name>.login', type: 'string', required: true },
      { path: 'extra', type: 'any', required: false },
    ]);
    // The values of a map or list carry their own keywords, such as a pattern.
    expect(rows.find((row) => row.path === 'labels')!.value.pattern).toBe('^[a-z]+$');
  });

  it('lists a type that contains itself once, and names a $ref that leads nowhere', () => {
    const tree: Schema = {
      type: 'object',
      properties: { root: { $ref: '#/$defs/Node' } },
      $defs: {
        Node: {
          type: 'object',
          properties: {
            value: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/$defs/Node' } },
          },
        },
      },
    };
    expect(schemaRows(tree).map((row) => row.path)).toEqual(['root', 'root.value', 'root.children']);
    expect(() =>
      schemaRows({ type: 'object', properties: { owner: { $ref: '#/$defs/Missing' } }, $defs: {} }),
    ).toThrow('The JSON Schema has no $defs entry for the $ref #/$defs/Missing.');
  });
});
