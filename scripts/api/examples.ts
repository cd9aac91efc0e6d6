/**
 * Examples for the reference, composed from the `example_json` of each field,
 * so that every example speaks of the same fictional organization and every
 * example can be checked against its schema.
 */
import { ScalarType, type DescField, type DescMessage } from '@bufbuild/protobuf';
import { ApiError } from './load';
import type { ApiModel } from './model';

export type ExampleMode = 'request' | 'response';

const wellKnownExamples: Record<string, unknown> = {
  'google.protobuf.Timestamp': '2025-03-14T09:26:53Z',
  'google.protobuf.Duration': '3600s',
  'google.protobuf.Struct': {},
  'google.protobuf.Value': null,
  'google.protobuf.ListValue': [],
  'google.protobuf.FieldMask': 'displayName',
  'google.protobuf.Empty': {},
};

export class Examples {
  private readonly problems = new Set<string>();

  constructor(private readonly model: ApiModel) {}

  /** Throws an ApiError naming every field that needed an example and had none. */
  check(): void {
    if (this.problems.size > 0) throw new ApiError([...this.problems].sort());
  }

  /** The example of one value of `field` (one item for a list), or undefined to leave it out. */
  value(field: DescField, mode: ExampleMode, stack: DescMessage[] = []): unknown {
    const given = this.model.fieldRules(field).example;
    if (given !== undefined) return given;
    if (field.message) {
      const known = wellKnownExamples[field.message.typeName];
      if (field.message.typeName in wellKnownExamples) return known;
      if (stack.includes(field.message) || stack.length > 6) return undefined;
      return this.message(field.message, mode, stack);
    }
    if (field.enum) {
      const value = field.enum.values.find((candidate) => candidate.number !== 0) ?? field.enum.values[0]!;
      return value.name;
    }
    if (field.scalar === ScalarType.BOOL) return false;
    const where = this.model.place(field);
    this.problems.add(
      `${where.file}:${where.line}:${where.column}: ${field.parent.name}.${field.name} needs an example: add (field_rules).example_json`,
    );
    return undefined;
  }

  /** The example of `field` as it appears in its message: a list, a map or one value. */
  field(field: DescField, mode: ExampleMode, stack: DescMessage[] = []): unknown {
    // A map's example is a whole object, given on the field; maps are never composed.
    if (field.fieldKind === 'map') return this.model.fieldRules(field).example;
    const value = this.value(field, mode, stack);
    if (value === undefined) return undefined;
    return field.fieldKind === 'list' ? [value] : value;
  }

  /**
   * The example of a whole message. Requests leave out output-only fields;
   * both leave out deprecated fields and all but the first member of a oneof.
   */
  message(message: DescMessage, mode: ExampleMode, stack: DescMessage[] = []): Record<string, unknown> {
    const example: Record<string, unknown> = {};
    const oneofsUsed = new Set<unknown>();
    for (const field of message.fields) {
      if (field.deprecated) continue;
      if (mode === 'request' && this.model.outputOnly(field)) continue;
      if (field.oneof) {
        if (oneofsUsed.has(field.oneof)) continue;
        oneofsUsed.add(field.oneof);
      }
      const value = this.field(field, mode, [...stack, message]);
      if (value !== undefined) example[field.jsonName] = value;
    }
    // Fields that must not be set together: keep the first one present.
    for (const group of this.model.messageRules(message).notTogether) {
      const present = group
        .map((name) => message.fields.find((field) => field.name === name)!.jsonName)
        .filter((name) => name in example);
      for (const name of present.slice(1)) delete example[name];
    }
    return example;
  }
}
