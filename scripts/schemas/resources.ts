/**
 * JSON Schemas (draft 2020-12) of the three YAML resources people write and
 * apply with the minder client: rule type, profile and data source. Each is
 * generated from the contract message of the same name, with the field names
 * of the files (the proto names, such as `display_name`), and closed, so that
 * a misspelt key is an error in the editor.
 */
import type { DescEnum, DescField, DescMessage } from '@bufbuild/protobuf';
import type { ApiModel } from '../api/model';
import {
  enumSchema,
  messageSchema,
  schemaName,
  wellKnown,
  type Schema,
  type SchemaStyle,
} from '../api/schema';
import { siteUrl } from '../site';

export type Resource = {
  /** File name under /schemas/ and key of the resource. */
  id: 'ruletype' | 'profile' | 'datasource';
  title: string;
  /** The contract message the file holds. */
  message: string;
  /** The value of the file's `type` field. */
  kind: string;
  /** Fields a file must have beyond those the contract marks required. */
  required: string[];
  /** The commands that read such a file. */
  commands: string[];
};

export const resources: Resource[] = [
  {
    id: 'ruletype',
    title: 'Rule type',
    message: 'minder.v1.RuleType',
    kind: 'rule-type',
    required: ['version', 'type'],
    commands: ['minder ruletype create', 'minder ruletype apply', 'minder apply'],
  },
  {
    id: 'profile',
    title: 'Profile',
    message: 'minder.v1.Profile',
    kind: 'profile',
    required: ['name'],
    commands: ['minder profile create', 'minder profile apply', 'minder apply'],
  },
  {
    id: 'datasource',
    title: 'Data source',
    message: 'minder.v1.DataSource',
    kind: 'data-source',
    required: ['version', 'type'],
    commands: ['minder datasource create', 'minder datasource apply', 'minder apply'],
  },
];

export const schemaUrl = (resource: Resource) => `${siteUrl}/schemas/${resource.id}.json`;

const style: SchemaStyle = {
  name: (field) => field.name,
  ref: (typeName) => ({ $ref: `#/$defs/${schemaName(typeName)}` }),
  closed: true,
};

/** The messages and enums a message reaches through its fields, itself first. */
function reachable(root: DescMessage): { messages: DescMessage[]; enums: DescEnum[] } {
  const messages: DescMessage[] = [];
  const enums: DescEnum[] = [];
  const visit = (message: DescMessage) => {
    if (messages.includes(message) || wellKnown[message.typeName]) return;
    messages.push(message);
    for (const field of message.fields) {
      const target = (field as DescField & { mapKind?: string }).message;
      if (target) visit(target);
      if (field.enum && !enums.includes(field.enum)) enums.push(field.enum);
    }
  };
  visit(root);
  return { messages, enums };
}

export function resourceSchema(model: ApiModel, resource: Resource): Schema {
  const root = model.messages.find((message) => message.typeName === resource.message);
  if (!root) throw new Error(`The contract has no message ${resource.message} for the ${resource.id} schema`);
  const { messages, enums } = reachable(root);
  const $defs: Record<string, Schema> = {};
  for (const message of messages.slice(1))
    $defs[schemaName(message.typeName)] = messageSchema(model, message, style);
  for (const desc of enums) $defs[schemaName(desc.typeName)] = enumSchema(model, desc);
  const body = messageSchema(model, root, style);
  const properties = { ...(body.properties as Record<string, Schema>) };
  properties.type = { ...properties.type, const: resource.kind };
  const required = [...new Set([...((body.required as string[] | undefined) ?? []), ...resource.required])];
  for (const name of required) {
    if (!properties[name])
      throw new Error(`${resource.message} has no field ${name}, which the ${resource.id} schema requires`);
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: schemaUrl(resource),
    title: `Minder ${resource.title.toLowerCase()}`,
    ...body,
    properties,
    required,
    $defs,
  };
}
