import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PlaygroundSchemaError,
  stripForBrowser,
  validatorsModule,
} from '../../../scripts/playground/validators';

const schema = {
  $id: 'https://example.test/thing.json',
  title: 'Thing',
  type: 'object',
  description: 'A thing.',
  properties: {
    // A field named like an annotation keyword stays a field.
    description: { type: 'string', description: 'What it is.', maxLength: 3 },
    code: { type: 'integer', format: 'int32', minimum: 100, maximum: 599 },
    kind: { enum: ['description'] },
  },
  additionalProperties: false,
};

describe('the playground\u2019s compiled schema checks (scripts/playground/validators.ts)', () => {
  it('drops annotations, keeps fields and values of the same names', () => {
    const stripped = stripForBrowser(schema) as Record<string, Record<string, Record<string, unknown>>>;
    expect(stripped.title).toBeUndefined();
    expect(stripped.description).toBeUndefined();
    expect(stripped.properties.description).toEqual({ type: 'string', maxLength: 3 });
    expect(stripped.properties.code).toEqual({ type: 'integer', minimum: 100, maximum: 599 });
    expect(stripped.properties.kind).toEqual({ enum: ['description'] });
    expect(stripForBrowser({ const: { title: 'kept' } })).toEqual({ const: { title: 'kept' } });
  });

  it('stops on a format the browser would not check', () => {
    expect(() => stripForBrowser({ type: 'string', format: 'uri' })).toThrow(PlaygroundSchemaError);
    expect(() => stripForBrowser({ type: 'integer', format: 'int32' })).toThrow(/#: format "int32"/);
  });

  it('stops when Ajv\u2019s code needs one of its run-time helpers that the module does not inline', () => {
    const withObjects = { $id: 'https://example.test/o.json', enum: [{ a: 1 }] };
    expect(() => validatorsModule(new Map([['ruletype', withObjects]]) as never)).toThrow(
      /needs require\("ajv\/dist\/runtime\/equal"\)/,
    );
  });

  it('writes a module of plain functions that import nothing and check as Ajv does', async () => {
    const code = validatorsModule(new Map([['ruletype', schema]]) as never);
    expect(code).not.toMatch(/\brequire\(|\bimport\b|new Function/);
    const dir = mkdtempSync(join(tmpdir(), 'validators-'));
    writeFileSync(join(dir, 'v.mjs'), code);
    const { ruletype } = (await import(join(dir, 'v.mjs'))) as {
      ruletype: ((data: unknown) => boolean) & { errors?: { instancePath: string; keyword: string }[] };
    };
    expect(ruletype({ description: 'abc', code: 200 })).toBe(true);
    // Lengths count characters, not UTF-16 units: three emoji are three.
    expect(ruletype({ description: '\u{1F600}\u{1F600}\u{1F600}' })).toBe(true);
    expect(ruletype({ description: 'abcd', code: 99, other: 1 })).toBe(false);
    expect(ruletype.errors!.map((error) => `${error.instancePath} ${error.keyword}`).sort()).toEqual([
      ' additionalProperties',
      '/code minimum',
      '/description maxLength',
    ]);
  });
});
