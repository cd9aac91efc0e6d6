/**
 * The rows of a reference table of fields, from a JSON Schema of an object:
 * one row per property, depth first, for /ref/schema (the resource schemas)
 * and /ref/rules (a rule type's settings and parameters).
 */
import type { Schema } from './api/schema';

export type SchemaRow = {
  /** Dotted path: `a.b`; `[]` marks the items of a list (`list[].field`), `<name>` the keys of a map. */
  path: string;
  /** `string`, `list of string`, `map of object`; `any` when the schema gives no type. */
  type: string;
  required: boolean;
  /** The property's schema, with `$ref` and a `null` alternative resolved; its own keywords (description) kept. */
  schema: Schema;
  /** The schema of each value: the items of a list, the values of a map, or else the property's own schema. */
  value: Schema;
};

/** A schema that may also be `null` (`anyOf` a value and null) as its value schema, with its own keywords kept. */
function withoutNull(schema: Schema): Schema {
  const branches = schema.anyOf as Schema[] | undefined;
  if (!branches || branches.length !== 2 || !branches.some((branch) => branch.type === 'null')) return schema;
  const { anyOf: _anyOf, ...own } = schema;
  return { ...branches.find((branch) => branch.type !== 'null')!, ...own };
}

/** The values of a map: an object whose `additionalProperties` is a schema. */
function mapValues(schema: Schema): Schema | undefined {
  const values = schema.additionalProperties;
  return schema.type === 'object' && values && typeof values === 'object' ? (values as Schema) : undefined;
}

/**
 * Every property of `schema`, an object, depth first: the properties of an
 * object, of each item of a list of objects and of each value of a map of
 * objects follow their parent. A type that contains itself is listed once.
 */
export function schemaRows(schema: Schema): SchemaRow[] {
  const defs = (schema.$defs ?? {}) as Record<string, Schema>;

  /** The schema a `$ref` points to, with the referring schema's own keywords (its description) kept. */
  const resolve = (property: Schema): Schema => {
    const value = withoutNull(property);
    const ref = value.$ref as string | undefined;
    if (!ref) return value;
    const target = defs[ref.replace('#/$defs/', '')];
    if (!target) throw new Error(`The JSON Schema has no $defs entry for the $ref ${ref}.`);
    const { $ref: _ref, ...own } = value;
    return { ...resolve(target), ...own };
  };

  const typeLabel = (property: Schema): string => {
    const resolved = resolve(property);
    const values = mapValues(resolved);
    if (resolved.type === 'array') return `list of ${typeLabel((resolved.items ?? {}) as Schema)}`;
    if (values) return `map of ${typeLabel(values)}`;
    return resolved.type ? String(resolved.type) : 'any';
  };

  const rows: SchemaRow[] = [];
  // `trail`: the `$ref`s of the types being walked, so that a recursive type ends.
  const walk = (object: Schema, prefix: string, trail: string[]) => {
    const required = (object.required as string[] | undefined) ?? [];
    for (const [name, property] of Object.entries((object.properties ?? {}) as Record<string, Schema>)) {
      const path = `${prefix}${name}`;
      const resolved = resolve(property);
      const values = mapValues(resolved);
      const [child, suffix] =
        resolved.type === 'array'
          ? [(resolved.items ?? {}) as Schema, '[].']
          : values
            ? [values, '.<name>.']
            : [property, '.'];
      const value = resolve(child);
      rows.push({
        path,
        type: typeLabel(property),
        required: required.includes(name),
        schema: resolved,
        value,
      });
      const ref = withoutNull(child).$ref as string | undefined;
      if (value.type !== 'object' || !value.properties || (ref && trail.includes(ref))) continue;
      walk(value, `${path}${suffix}`, ref ? [...trail, ref] : trail);
    }
  };
  walk(schema, '', []);
  return rows;
}
