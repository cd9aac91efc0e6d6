/**
 * The body of the protocol reference (generated/partials/proto.md, which
 * docs/ref/proto.mdx imports): every service with its methods, every message
 * with its fields and every enum with its values, linked to each other by
 * anchors.
 */
import { ScalarType, type DescEnum, type DescField, type DescMessage } from '@bufbuild/protobuf';
import type { ApiModel } from './model';
import { constraintNotes, fieldNotes, messageRuleNotes, schemaName } from './schema';
import { escapeMdx } from '../mdx';

/** Anchor of a message, enum or service: `minder.v1.Profile.Rule` becomes `minder-v1-profile-rule`. */
export function anchor(typeName: string): string {
  return typeName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

const scalarNames: Record<ScalarType, string> = {
  [ScalarType.DOUBLE]: 'double',
  [ScalarType.FLOAT]: 'float',
  [ScalarType.INT64]: 'int64',
  [ScalarType.UINT64]: 'uint64',
  [ScalarType.INT32]: 'int32',
  [ScalarType.FIXED64]: 'fixed64',
  [ScalarType.FIXED32]: 'fixed32',
  [ScalarType.BOOL]: 'bool',
  [ScalarType.STRING]: 'string',
  [ScalarType.BYTES]: 'bytes',
  [ScalarType.UINT32]: 'uint32',
  [ScalarType.SFIXED32]: 'sfixed32',
  [ScalarType.SFIXED64]: 'sfixed64',
  [ScalarType.SINT32]: 'sint32',
  [ScalarType.SINT64]: 'sint64',
};

/**
 * A Markdown table in a block of class `table-frame`, which the browser lays
 * out only when it nears the screen (src/css/custom.css). The tables are nine
 * tenths of this page's 10,000 elements, and a table cannot be left out of
 * layout itself.
 */
function framedTable(header: string[], rows: string[]): string[] {
  return [
    '<div className="table-frame">',
    '',
    `| ${header.join(' | ')} |`,
    `|${' --- |'.repeat(header.length)}`,
    ...rows,
    '',
    '</div>',
    '',
  ];
}

const localTypes = new WeakMap<ApiModel, Set<string>>();

/** A link to a message or enum of the contract; other types (google.protobuf.*) in code font. */
function typeLink(model: ApiModel, typeName: string): string {
  let local = localTypes.get(model);
  if (!local) {
    local = new Set([...model.messages, ...model.enums].map((desc) => desc.typeName));
    localTypes.set(model, local);
  }
  return local.has(typeName) ? `[${schemaName(typeName)}](#${anchor(typeName)})` : `\`${typeName}\``;
}

function fieldType(model: ApiModel, field: DescField): string {
  if (field.fieldKind === 'map') {
    const value = field.message
      ? typeLink(model, field.message.typeName)
      : field.enum
        ? typeLink(model, field.enum.typeName)
        : `\`${scalarNames[field.scalar!]}\``;
    return `map of \`${scalarNames[field.mapKey]}\` to ${value}`;
  }
  if (field.message) return typeLink(model, field.message.typeName);
  if (field.enum) return typeLink(model, field.enum.typeName);
  return `\`${scalarNames[field.scalar!]}\``;
}

function fieldLabel(field: DescField): string {
  if (field.fieldKind === 'list') return 'repeated';
  if (field.fieldKind === 'map') return 'map';
  if (field.oneof) return `oneof \`${field.oneof.name}\``;
  return field.proto.proto3Optional ? 'optional' : '';
}

function messageSection(model: ApiModel, message: DescMessage): string[] {
  const lines = [`### ${schemaName(message.typeName)} {/* #${anchor(message.typeName)} */}`, ''];
  const comment = model.comment(message);
  if (comment) lines.push(escapeMdx(comment), '');
  for (const note of messageRuleNotes(model, message, (name) => name)) lines.push(note, '');
  if (message.fields.length === 0) {
    lines.push('This message has no fields.', '');
    return lines;
  }
  const rows = message.fields.map((field) => {
    // Notes quote patterns in code spans; a `|` in one would end the table cell.
    const notes = [...constraintNotes(model, field), ...fieldNotes(model, field)].map((note) =>
      escapeMdx(note, true),
    );
    if (model.outputOnly(field)) notes.push('Output only.');
    const description = [escapeMdx(model.comment(field), true), ...notes].filter(Boolean).join(' ');
    return `| \`${field.name}\` | \`${field.jsonName}\` | ${fieldType(model, field)} | ${fieldLabel(field)} | ${model.required(field) ? 'Yes' : ''} | ${description} |`;
  });
  lines.push(...framedTable(['Field', 'JSON name', 'Type', 'Label', 'Required', 'Description'], rows));
  return lines;
}

function enumSection(model: ApiModel, desc: DescEnum): string[] {
  const lines = [`### ${schemaName(desc.typeName)} {/* #${anchor(desc.typeName)} */}`, ''];
  const comment = model.comment(desc);
  if (comment) lines.push(escapeMdx(comment), '');
  const rows = desc.values.map(
    (value) => `| \`${value.name}\` | ${value.number} | ${escapeMdx(model.comment(value), true)} |`,
  );
  lines.push(...framedTable(['Name', 'Number', 'Description'], rows));
  return lines;
}

export function buildProtoReference(
  model: ApiModel,
  openApiPathOf: (operationKey: string) => string[],
): string {
  const lines = ['## Services', ''];
  for (const service of model.services) {
    lines.push(`### ${service.name} {/* #${anchor(service.typeName)} */}`, '');
    const comment = model.comment(service);
    if (comment) lines.push(escapeMdx(comment), '');
    const rows = service.methods.map((method) => {
      const http = openApiPathOf(`${service.typeName}.${method.name}`)
        .map((binding) => `\`${binding}\``)
        .join('<br />');
      return `| \`${method.name}\` | ${typeLink(model, method.input.typeName)} | ${typeLink(model, method.output.typeName)} | ${http} | ${escapeMdx(model.comment(method), true)} |`;
    });
    lines.push(...framedTable(['Method', 'Request', 'Response', 'HTTP', 'Description'], rows));
  }
  lines.push('## Messages', '');
  for (const message of [...model.messages].sort((a, b) => a.typeName.localeCompare(b.typeName)))
    lines.push(...messageSection(model, message));
  lines.push('## Enums', '');
  for (const desc of [...model.enums].sort((a, b) => a.typeName.localeCompare(b.typeName)))
    lines.push(...enumSection(model, desc));
  return `${lines.join('\n').trimEnd()}\n`;
}
