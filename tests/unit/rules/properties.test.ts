/**
 * A rule type's settings and parameters as one JSON Schema
 * (scripts/rules/properties.ts): the schema that checks an example profile
 * also carries what the reference tables show, and the /ref/rules pages list
 * every property, nested ones included, from it.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../scripts/json-schema';
import { schemaRows } from '../../../scripts/json-schema-rows';
import { identifier } from '../../../scripts/mdx';
import { loadRules } from '../../../scripts/rules/load';
import { rulePage } from '../../../scripts/rules/pages';
import { propertiesSchema, type Property } from '../../../scripts/rules/properties';
import facts from '../../fixtures/rule-types.json';

const properties: Property[] = [
  {
    name: 'action',
    type: 'string',
    required: true,
    default: 'review',
    enum: ['review', 'comment'],
    description: 'What Minder does.',
  },
  {
    name: 'ecosystems',
    type: 'array',
    items: 'object',
    required: false,
    description: 'One entry per ecosystem.',
    properties: [
      { name: 'name', type: 'string', required: true, description: 'The ecosystem.' },
      {
        name: 'source',
        type: 'object',
        required: false,
        description: 'Where packages come from.',
        properties: [{ name: 'url', type: 'string', required: true, description: 'Its address.' }],
      },
    ],
  },
  { name: 'topics', type: 'array', items: 'string', required: false, default: [], description: 'Topics.' },
];

describe('propertiesSchema', () => {
  it('keeps the description, default, allowed values and required flag of every property, at every depth', () => {
    expect(
      schemaRows(propertiesSchema(properties)).map(({ path, type, required, schema }) => ({
        path,
        type,
        required,
        default: schema.default,
        enum: schema.enum,
        description: schema.description,
      })),
    ).toEqual([
      {
        path: 'action',
        type: 'string',
        required: true,
        default: 'review',
        enum: ['review', 'comment'],
        description: 'What Minder does.',
      },
      {
        path: 'ecosystems',
        type: 'list of object',
        required: false,
        description: 'One entry per ecosystem.',
      },
      { path: 'ecosystems[].name', type: 'string', required: true, description: 'The ecosystem.' },
      {
        path: 'ecosystems[].source',
        type: 'object',
        required: false,
        description: 'Where packages come from.',
      },
      { path: 'ecosystems[].source.url', type: 'string', required: true, description: 'Its address.' },
      { path: 'topics', type: 'list of string', required: false, default: [], description: 'Topics.' },
    ]);
  });

  it('stays closed at every depth, and checks the allowed values and required properties', () => {
    const validate = createAjv().compile(propertiesSchema(properties));
    expect(validate({ action: 'comment', ecosystems: [{ name: 'npm', source: { url: 'https://x' } }] })).toBe(
      true,
    );
    expect(validate({ action: 'comment', enabled: true })).toBe(false);
    expect(
      validate({ action: 'comment', ecosystems: [{ name: 'npm', source: { url: 'x', token: 't' } }] }),
    ).toBe(false);
    expect(validate({ action: 'approve' })).toBe(false);
    expect(validate({ ecosystems: [] })).toBe(false);
  });
});

describe('the property tables of /ref/rules', () => {
  const pages = loadRules(resolve(__dirname, '../../..'));
  const paths = (list: Property[], prefix = ''): string[] =>
    list.flatMap((property) => [
      `${prefix}${property.name}`,
      ...paths(
        (property.properties ?? []) as Property[],
        `${prefix}${property.name}${property.type === 'array' ? '[].' : '.'}`,
      ),
    ]);

  it.each(facts.ruleTypes.map((want) => [want.name, want] as const))(
    '%s: a row for every setting and parameter, nested ones with their path',
    (name, want) => {
      const page = pages.find((candidate) => candidate.id === want.page)!;
      const text = rulePage(page);
      const start = text.indexOf(`## \`${name}\` {/* #${name} */}`);
      const end = text.indexOf('\n## ', start + 1);
      const section = text.slice(start, end === -1 ? undefined : end);
      const all = [want.settings, want.params].flatMap((schema) =>
        paths((schema?.properties ?? []) as Property[]),
      );
      for (const path of all) expect(section, path).toContain(`\n| ${identifier(path)} | `);
    },
  );
});
