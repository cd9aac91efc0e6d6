/**
 * JSON Schema (OpenAPI 3.1, draft 2020-12) for protobuf types, following the
 * protobuf JSON mapping: lowerCamelCase names, enums as their value names,
 * 64-bit integers as strings, Timestamp as an RFC 3339 date-time, Struct as
 * an object.
 */
import { ScalarType, type DescEnum, type DescField, type DescMessage } from '@bufbuild/protobuf';
import type { ApiModel } from './model';

export type Schema = Record<string, unknown>;

/** Name of a message or enum under components.schemas: the full name without `minder.v1.`. */
export function schemaName(typeName: string): string {
  return typeName.replace(/^minder\.v1\./, '');
}

export function schemaRef(typeName: string): Schema {
  return { $ref: `#/components/schemas/${schemaName(typeName)}` };
}

/**
 * How a schema names fields and refers to other types: the OpenAPI document
 * follows the JSON mapping (lowerCamelCase, `#/components/schemas/`); the
 * resource schemas of YAML files use the proto names and `#/$defs/`, and are
 * closed: no unknown property, at most one field of a oneof.
 */
export type SchemaStyle = {
  name: (field: DescField) => string;
  ref: (typeName: string) => Schema;
  closed: boolean;
};

export const openApiStyle: SchemaStyle = { name: (field) => field.jsonName, ref: schemaRef, closed: false };

export function scalarSchema(scalar: ScalarType): Schema {
  switch (scalar) {
    case ScalarType.STRING:
      return { type: 'string' };
    case ScalarType.BOOL:
      return { type: 'boolean' };
    case ScalarType.BYTES:
      return { type: 'string', format: 'byte', contentEncoding: 'base64' };
    case ScalarType.DOUBLE:
      return { type: 'number', format: 'double' };
    case ScalarType.FLOAT:
      return { type: 'number', format: 'float' };
    case ScalarType.INT32:
    case ScalarType.SINT32:
    case ScalarType.SFIXED32:
      return { type: 'integer', format: 'int32' };
    case ScalarType.UINT32:
    case ScalarType.FIXED32:
      return { type: 'integer', format: 'int32', minimum: 0 };
    case ScalarType.INT64:
    case ScalarType.SINT64:
    case ScalarType.SFIXED64:
      return { type: 'string', format: 'int64', pattern: '^-?[0-9]+$' };
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      return { type: 'string', format: 'uint64', pattern: '^[0-9]+$' };
  }
}

/** Schemas of the well-known types, which the JSON mapping writes in a special way. */
export const wellKnown: Record<string, Schema> = {
  'google.protobuf.Timestamp': { type: 'string', format: 'date-time' },
  'google.protobuf.Duration': { type: 'string', pattern: '^-?[0-9]+(\\.[0-9]+)?s$' },
  'google.protobuf.Struct': { type: 'object', additionalProperties: true },
  'google.protobuf.Value': {},
  'google.protobuf.ListValue': { type: 'array', items: {} },
  'google.protobuf.FieldMask': {
    type: 'string',
    description: 'Field paths in lowerCamelCase, separated by commas.',
  },
  'google.protobuf.Empty': { type: 'object', additionalProperties: false },
};

export function enumSchema(model: ApiModel, desc: DescEnum): Schema {
  const lines = [model.comment(desc), ''];
  for (const value of desc.values)
    lines.push(`- \`${value.name}\`: ${model.comment(value) || '(no description)'}`);
  return {
    type: 'string',
    enum: desc.values.map((value) => value.name),
    description: lines.join('\n').trim(),
  };
}

/** Schema of the type of one value of a field (an item, for a list). */
function valueSchema(field: DescField, style: SchemaStyle): Schema {
  if (field.message) return wellKnown[field.message.typeName] ?? style.ref(field.message.typeName);
  if (field.enum) return style.ref(field.enum.typeName);
  return scalarSchema(field.scalar!);
}

/** The constraints of a field in words: pattern, lengths, items and allowed values. */
export function constraintNotes(model: ApiModel, field: DescField): string[] {
  const rules = model.fieldRules(field);
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  const notes: string[] = [];
  if (rules.pattern) notes.push(`Must match \`${rules.pattern}\`.`);
  if (rules.minLength !== undefined) notes.push(`At least ${plural(rules.minLength, 'character')}.`);
  if (rules.maxLength !== undefined) notes.push(`At most ${plural(rules.maxLength, 'character')}.`);
  if (rules.minItems !== undefined) notes.push(`At least ${plural(rules.minItems, 'item')}.`);
  if (rules.allowedValues.length > 0)
    notes.push(`One of ${rules.allowedValues.map((value) => `\`${value}\``).join(', ')}.`);
  return notes;
}

/** What a field's description says beyond its comment and its constraints: default, oneof, deprecation. */
export function fieldNotes(model: ApiModel, field: DescField, style: SchemaStyle = openApiStyle): string[] {
  const notes: string[] = [];
  const rules = model.fieldRules(field);
  if (rules.defaultValue !== undefined) notes.push(`Default: \`${JSON.stringify(rules.defaultValue)}\`.`);
  if (field.oneof) {
    const others = field.oneof.fields
      .filter((other) => other !== field)
      .map((other) => `\`${style.name(other)}\``);
    if (others.length > 0) notes.push(`Set at most one of this field and ${others.join(', ')}.`);
  }
  if (field.deprecated) notes.push('Deprecated.');
  return notes;
}

/** The rules across a message's fields in words, naming each field with `nameOf` (proto or JSON name). */
export function messageRuleNotes(
  model: ApiModel,
  message: DescMessage,
  nameOf: (protoName: string) => string,
): string[] {
  const rules = model.messageRules(message);
  const names = (group: string[]) => group.map((name) => `\`${nameOf(name)}\``);
  return [
    ...rules.atLeastOneOf.map((group) => `Give at least one of ${names(group).join(', ')}.`),
    ...rules.notTogether.map((group) => `Do not give ${names(group).join(' and ')} together.`),
  ];
}

export function fieldSchema(model: ApiModel, field: DescField, style: SchemaStyle = openApiStyle): Schema {
  const rules = model.fieldRules(field);
  const constrain = (schema: Schema): Schema => {
    const result = { ...schema };
    if (rules.pattern) result.pattern = rules.pattern;
    if (rules.minLength !== undefined) result.minLength = rules.minLength;
    if (rules.maxLength !== undefined) result.maxLength = rules.maxLength;
    if (rules.allowedValues.length > 0) result.enum = rules.allowedValues;
    return result;
  };
  let schema: Schema;
  if (field.fieldKind === 'list') {
    schema = { type: 'array', items: constrain(valueSchema(field, style)) };
    if (rules.minItems !== undefined) schema.minItems = rules.minItems;
  } else if (field.fieldKind === 'map') {
    schema = { type: 'object', additionalProperties: valueSchema(field, style) };
  } else {
    schema = constrain(valueSchema(field, style));
  }
  const description = [model.comment(field), ...fieldNotes(model, field, style)].filter(Boolean).join('\n\n');
  if (description) schema.description = description;
  if (rules.defaultValue !== undefined) schema.default = rules.defaultValue;
  if (model.outputOnly(field)) schema.readOnly = true;
  if (field.deprecated) schema.deprecated = true;
  return schema;
}

export function messageSchema(
  model: ApiModel,
  message: DescMessage,
  style: SchemaStyle = openApiStyle,
): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const field of message.fields) {
    properties[style.name(field)] = fieldSchema(model, field, style);
    if (model.required(field) && !model.outputOnly(field)) required.push(style.name(field));
  }
  const nameOf = (name: string) => style.name(message.fields.find((field) => field.name === name)!);
  const rules = model.messageRules(message);
  const schema: Schema = { type: 'object', properties };
  const comment = model.comment(message);
  const description = [comment, ...messageRuleNotes(model, message, nameOf)].filter(Boolean).join('\n\n');
  if (description) schema.description = description;
  if (required.length > 0) schema.required = required;
  if (style.closed) schema.additionalProperties = false;
  const exclusive = style.closed
    ? message.oneofs.flatMap((oneof) =>
        oneof.fields.flatMap((first, index) =>
          oneof.fields
            .slice(index + 1)
            .map((second) => ({ not: { required: [style.name(first), style.name(second)] } })),
        ),
      )
    : [];
  const allOf: Schema[] = [
    ...rules.atLeastOneOf.map((group) => ({ anyOf: group.map((name) => ({ required: [nameOf(name)] })) })),
    ...rules.notTogether.map((group) => ({ not: { required: group.map(nameOf) } })),
    ...exclusive,
  ];
  if (allOf.length > 0) schema.allOf = allOf;
  return schema;
}
