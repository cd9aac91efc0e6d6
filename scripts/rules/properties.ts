/**
 * The settings (`rule_schema`) and parameters (`param_schema`) of a rule type,
 * as lists of properties, and as a closed JSON Schema: the one that an example
 * profile's `def` or `params` must satisfy, and that the reference tables list.
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

/**
 * A JSON Schema for an object with these properties, with their descriptions,
 * defaults and allowed values. Closed: a name that is not one of them is an
 * error, so that an example cannot use a setting the rule type does not have
 * (Minder's own schemas leave objects open).
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
          ...('default' in property ? { default: property.default } : {}),
          ...(property.description ? { description: property.description } : {}),
        },
      ]),
    ),
    required: properties.filter((property) => property.required).map((property) => property.name),
  };
}
