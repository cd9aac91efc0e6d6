/**
 * The settings (`rule_schema`) and parameters (`param_schema`) of a rule type,
 * as lists of properties: the rows of the reference tables, and a closed JSON
 * Schema that an example profile's `def` or `params` must satisfy.
 */
import type { Schema } from '../api/schema';

/** One property of a rule type's `rule_schema` or `param_schema`, as rules/schema.json and the test fixture write it. */
export type Property = {
  name: string;
  type: string;
  /** The type of the items of an array. */
  items?: string;
  required: boolean;
  default?: unknown;
  enum?: unknown[];
  description?: string;
  /** The properties of an object, or of each item of an array of objects. */
  properties?: Property[];
};

export type PropertyRow = {
  /** Dotted path; `[]` marks the items of a list. */
  path: string;
  type: string;
  required: boolean;
  default?: unknown;
  enum?: unknown[];
  description: string;
};

/** Every property, depth first, including those of objects and of objects inside lists. */
export function propertyRows(properties: Property[], prefix = ''): PropertyRow[] {
  return properties.flatMap((property) => {
    const path = `${prefix}${property.name}`;
    const row: PropertyRow = {
      path,
      type: property.items ? `${property.type} of ${property.items}` : property.type,
      required: property.required,
      ...('default' in property ? { default: property.default } : {}),
      ...(property.enum ? { enum: property.enum } : {}),
      description: property.description ?? '',
    };
    const nested = property.properties ?? [];
    return [row, ...propertyRows(nested, property.type === 'array' ? `${path}[].` : `${path}.`)];
  });
}

/**
 * A JSON Schema for an object with these properties. Closed: a name that is
 * not one of them is an error, so that an example cannot use a setting the
 * rule type does not have (Minder's own schemas leave objects open).
 */
export function propertiesSchema(properties: Property[]): Schema {
  const valueSchema = (type: string, property: Property | undefined): Schema => ({
    type,
    ...(type === 'object' ? propertiesSchema(property?.properties ?? []) : {}),
  });
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      properties.map((property) => [
        property.name,
        {
          ...(property.type === 'array'
            ? { type: 'array', items: valueSchema(property.items ?? 'string', property) }
            : valueSchema(property.type, property)),
          ...(property.enum ? { enum: property.enum } : {}),
        },
      ]),
    ),
    required: properties.filter((property) => property.required).map((property) => property.name),
  };
}
