/**
 * The properties of a JSON Schema as reference table rows: the settings and
 * parameters of a rule type, and the example values a profile gives them.
 */
import type { Schema } from './api/schema';

export type PropertyRow = {
  /** Dotted path; `[]` marks the items of a list. */
  path: string;
  type: string;
  default?: unknown;
  required: boolean;
  description: string;
};

function typeOf(schema: Schema): string {
  if (schema.type === 'array') {
    const items = (schema.items ?? {}) as Schema;
    return `array of ${typeOf(items)}`;
  }
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  if (schema.type) return String(schema.type);
  if (Array.isArray(schema.enum)) return 'enum';
  return 'any';
}

function describe(schema: Schema): string {
  const parts = [String(schema.description ?? '')];
  if (Array.isArray(schema.enum))
    parts.push(`One of ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}.`);
  if (schema.pattern) parts.push(`Must match \`${String(schema.pattern)}\`.`);
  return parts.filter(Boolean).join(' ');
}

/** Every property, depth first, including those of objects inside lists. */
export function propertyRows(schema: Schema | undefined): PropertyRow[] {
  const rows: PropertyRow[] = [];
  const walk = (object: Schema, prefix: string) => {
    const required = (object.required as string[] | undefined) ?? [];
    for (const [name, property] of Object.entries((object.properties ?? {}) as Record<string, Schema>)) {
      const path = `${prefix}${name}`;
      rows.push({
        path,
        type: typeOf(property),
        ...('default' in property ? { default: property.default } : {}),
        required: required.includes(name),
        description: describe(property),
      });
      if (property.type === 'object') walk(property, `${path}.`);
      const items = property.items as Schema | undefined;
      if (property.type === 'array' && items?.type === 'object') walk(items, `${path}[].`);
    }
  };
  if (schema) walk(schema, '');
  return rows;
}

/** A value for a schema: its default, else its first example, else one built from its properties or items. */
export function exampleValue(schema: Schema): unknown {
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.type === 'object' && schema.properties) {
    const value: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(schema.properties as Record<string, Schema>)) {
      const example = exampleValue(property);
      if (example !== undefined) value[name] = example;
    }
    return Object.keys(value).length > 0 ? value : undefined;
  }
  if (schema.type === 'array' && schema.items) {
    const item = exampleValue(schema.items as Schema);
    return item === undefined ? undefined : [item];
  }
  return undefined;
}
