/**
 * JSON Schemas (draft 2020-12) of the three YAML resources people write and
 * apply with the minder client: rule type, profile and data source. Each is
 * generated from the contract message of the same name, with the field names
 * of the files (the proto names, such as `display_name`), and closed, so that
 * a misspelt key is an error in the editor.
 *
 * The contract says what the API declares; `fileRules` below adds what
 * Minder's file loaders and `Validate()` methods check on top of it
 * (pkg/fileconvert, pkg/api/protobuf/go/minder/v1/validators.go at the
 * commit the site documents): fields they require, rules that depend on a
 * `type` field, and the `null` that an optional key may hold.
 */
import {
  getOption,
  hasOption,
  type DescEnum,
  type DescEnumValue,
  type DescExtension,
  type DescField,
  type DescFile,
  type DescMessage,
} from '@bufbuild/protobuf';
import type { ApiModel } from '../api/model';
import { messageSchema, schemaName, wellKnown, type Schema, type SchemaStyle } from '../api/schema';
import { siteUrl } from '../site';

export type Resource = {
  /** File name under /schemas/ and key of the resource. */
  id: 'ruletype' | 'profile' | 'datasource';
  title: string;
  /** The contract message the file holds. */
  message: string;
  /** The value of the file's `type` field. */
  kind: string;
  /** The commands that read such a file. */
  commands: string[];
  /**
   * Whether the loader also takes each field's lowerCamelCase JSON name: the
   * client reads data source files with protojson, rule types and profiles
   * with encoding/json, which knows only the proto names.
   */
  jsonNames?: true;
};

export const resources: Resource[] = [
  {
    id: 'ruletype',
    title: 'Rule type',
    message: 'minder.v1.RuleType',
    kind: 'rule-type',
    commands: ['minder ruletype create', 'minder ruletype apply', 'minder apply'],
  },
  {
    id: 'profile',
    title: 'Profile',
    message: 'minder.v1.Profile',
    kind: 'profile',
    commands: ['minder profile create', 'minder profile apply', 'minder apply'],
  },
  {
    id: 'datasource',
    title: 'Data source',
    message: 'minder.v1.DataSource',
    kind: 'data-source',
    commands: ['minder datasource create', 'minder datasource apply', 'minder apply'],
    jsonNames: true,
  },
];

export const schemaUrl = (resource: Resource) => `${siteUrl}/schemas/${resource.id}.json`;

/** What Minder's loaders check in a file beyond the contract, for one message. */
type FileRules = {
  /** Fields that must be present (and so not `null`). */
  required?: string[];
  /** Optional fields that must not be `null` when present. */
  notNull?: string[];
  /** Keywords merged into a field's schema (into its items, for a list, under `items`). */
  fields?: Record<string, Schema>;
  /** Keys that the loader reads past without error and without effect. */
  ignored?: Record<string, Schema>;
  /** Rules across the fields of the message. */
  allOf?: Schema[];
};

const nonNull = { not: { type: 'null' } };

/** For each value of `type`, the field of the same name must be given and be an object (or a non-empty list). */
function settingsOfType(
  types: string[],
  shape: (type: string) => Schema = () => ({ type: 'object' }),
): Schema[] {
  return types.map((type) => ({
    if: { properties: { type: { const: type } }, required: ['type'] },
    then: { required: [type], properties: { [type]: shape(type) } },
  }));
}

/** One name component of validateNamespacedName: 1 to 63 letters, digits, hyphens and underscores, no hyphen or underscore at the end. */
const dnsLabel = '[A-Za-z0-9](?:[-\\w]{0,61}[A-Za-z0-9])?';

const fileRules: Record<string, FileRules> = {
  // pkg/fileconvert ReadResource: `version` must be `v1` and `type` present.
  'minder.v1.RuleType': {
    required: ['version', 'type'],
    fields: {
      version: { enum: ['v1'] },
      // The contract's pattern and validateNamespacedName: a letter first,
      // then DNS-style components, at most one slash.
      name: { pattern: `^[A-Za-z](?:[-\\w]{0,61}[A-Za-z0-9])?(?:/${dnsLabel})?$` },
    },
  },
  // RuleType_Definition.Validate: a known entity and a rule schema.
  'minder.v1.RuleType.Definition': { required: ['in_entity', 'rule_schema'] },
  'minder.v1.RuleType.Definition.Ingest': { allOf: settingsOfType(['rest', 'diff']) },
  'minder.v1.RuleType.Definition.Eval': {
    allOf: [...settingsOfType(['rego']), ...settingsOfType(['jq'], () => ({ type: 'array', minItems: 1 }))],
  },
  'minder.v1.RuleType.Definition.Eval.JQComparison': {
    // Exactly one of `profile` and `constant`; `null` counts as absent.
    allOf: [
      {
        oneOf: [
          { required: ['profile'], properties: { profile: { type: 'object' } } },
          { required: ['constant'], properties: { constant: nonNull } },
        ],
      },
    ],
  },
  'minder.v1.RuleType.Definition.Eval.Rego': { fields: { def: { minLength: 1 } } },
  'minder.v1.RuleType.Definition.Eval.Homoglyphs': { required: ['type'] },
  'minder.v1.DataSourceReference': {
    required: ['name'],
    // An empty alias defaults to the name, which must then be a valid alias.
    allOf: [
      {
        anyOf: [
          { required: ['alias'], properties: { alias: { type: 'string', minLength: 1 } } },
          { properties: { name: { pattern: '^[a-z][-\\w]*$' } } },
        ],
      },
    ],
  },
  'minder.v1.RuleType.Definition.Remediate': {
    required: ['type'],
    allOf: [
      ...settingsOfType(['rest', 'gh_branch_protection', 'pull_request', 'issue']),
      { not: { required: ['rest', 'gh_branch_protection'] } },
      { not: { required: ['rest', 'pull_request'] } },
      { not: { required: ['gh_branch_protection', 'pull_request'] } },
    ],
  },
  'minder.v1.RuleType.Definition.Remediate.PullRequestRemediation': { required: ['title', 'body'] },
  'minder.v1.RuleType.Definition.Remediate.PullRequestRemediation.Content': { required: ['path', 'action'] },
  'minder.v1.RuleType.Definition.Remediate.IssueRemediation': { required: ['title', 'body'] },
  'minder.v1.RuleType.Definition.Alert': {
    required: ['type'],
    allOf: settingsOfType(['security_advisory', 'pull_request_comment']),
  },
  'minder.v1.RuleType.Definition.Alert.AlertTypePRComment': { fields: { review_message: { minLength: 1 } } },
  'minder.v1.RestType': { fields: { endpoint: { minLength: 1 } } },
  'minder.v1.RestType.Fallback': {
    required: ['http_code'],
    fields: { http_code: { minimum: 100, maximum: 599 } },
  },
  'minder.v1.Profile': {
    required: ['name'],
    notNull: ['type'],
    fields: {
      name: { pattern: `^[A-Za-z](?:[-\\w]{0,61}[A-Za-z0-9])?(?:/${dnsLabel})?$` },
      // Minder's label check, which also accepts underscores.
      labels: {
        uniqueItems: true,
        items: { pattern: '^(?:\\w(?:[-\\w]{0,61}\\w)?:)?\\w(?:[-\\w]{0,61}\\w)?$' },
      },
    },
  },
  'minder.v1.Profile.Rule': {
    required: ['type'],
    fields: { type: { pattern: '^[A-Za-z][-/\\w]*$' } },
    // Some profiles give rules a `displayName`; the loader reads past it.
    ignored: {
      displayName: {
        type: 'string',
        description: 'Not read by Minder: the loader skips this key. Use `name` to name a rule.',
      },
    },
  },
  'minder.v1.DataSource': {
    required: ['version', 'type'],
    notNull: ['structured', 'rest'],
    fields: {
      version: { enum: ['v1'] },
      // The contract's pattern and validateNamespacedName.
      name: { pattern: '^[a-z](?:[-\\w]{0,61}[A-Za-z0-9])?$' },
    },
  },
  'minder.v1.RestDataSource': {
    required: ['def'],
    fields: { def: { minProperties: 1, propertyNames: { minLength: 1 } } },
  },
  'minder.v1.RestDataSource.Def': {
    required: ['input_schema'],
    notNull: ['bodyobj'],
    fields: {
      bodystr: { minLength: 1 },
      body_from_field: { minLength: 1 },
      expected_status: { items: { minimum: 100, maximum: 599 } },
    },
  },
  'minder.v1.RestDataSource.Def.Fallback': { fields: { http_status: { minimum: 100, maximum: 599 } } },
};

/**
 * Enums that files write as numbers: the loader decodes them with Go's
 * encoding/json and no name mapping. Every other enum of a file is written
 * with the `(name)` option of its values.
 */
const enumsByNumber = new Set(['minder.v1.ProviderType']);

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
      if (field.message) visit(field.message);
      if (field.enum && !enums.includes(field.enum)) enums.push(field.enum);
    }
  };
  visit(root);
  return { messages, enums };
}

/** The `minder.v1.name` enum value option, found among the imports of the enum's file. */
function nameOption(file: DescFile): DescExtension | undefined {
  const seen = new Set<DescFile>();
  const search = (candidate: DescFile): DescExtension | undefined => {
    if (seen.has(candidate)) return undefined;
    seen.add(candidate);
    return (
      candidate.extensions.find((extension) => extension.typeName === 'minder.v1.name') ??
      candidate.dependencies.map(search).find(Boolean)
    );
  };
  return search(file);
}

/** How a file spells an enum value: its `(name)` option, or undefined when it has none. */
export function fileSpelling(value: DescEnumValue): string | undefined {
  const option = nameOption(value.parent.file);
  if (!option) return undefined;
  const target = value as Parameters<typeof hasOption>[0];
  const extension = option as Parameters<typeof hasOption>[1];
  return hasOption(target, extension) ? String(getOption(target, extension)) : undefined;
}

/** The schema of an enum in a file: the values' `(name)` spellings, or their numbers for `enumsByNumber`. */
function fileEnumSchema(model: ApiModel, desc: DescEnum): Schema {
  const values = desc.values.filter((value) => value.number !== 0);
  const byNumber = enumsByNumber.has(desc.typeName);
  const spelled = values.map((value) => ({ value, spelling: byNumber ? value.number : fileSpelling(value) }));
  const unspelled = spelled.filter(({ spelling }) => spelling === undefined).map(({ value }) => value.name);
  if (unspelled.length > 0)
    throw new Error(
      `${model.place(desc).file}: ${desc.typeName} is used in resource files, but ${unspelled.join(', ')} ${unspelled.length === 1 ? 'has' : 'have'} no (name) option`,
    );
  const lines = [
    model.comment(desc),
    '',
    ...spelled.map(({ value, spelling }) => `- \`${spelling}\` (\`${value.name}\`): ${model.comment(value)}`),
  ];
  return {
    type: byNumber ? 'integer' : 'string',
    enum: spelled.map(({ spelling }) => spelling),
    description: lines.join('\n').trim(),
  };
}

/** Merges extra keywords into a field schema; a second pattern joins the first through allOf. */
function withKeywords(schema: Schema, extra: Schema): Schema {
  const result: Schema = { ...schema };
  for (const [key, value] of Object.entries(extra)) {
    if (key === 'items') result.items = withKeywords((schema.items ?? {}) as Schema, value as Schema);
    else result[key] = value;
  }
  return result;
}

/** `schema` or `null`, with the documentation keywords kept outside so that editors still show them. */
function orNull(schema: Schema): Schema {
  const { description, default: fallback, readOnly, deprecated, ...value } = schema;
  const outer: Schema = { anyOf: [value, { type: 'null' }] };
  if (description !== undefined) outer.description = description;
  if (fallback !== undefined) outer.default = fallback;
  if (readOnly !== undefined) outer.readOnly = readOnly;
  if (deprecated !== undefined) outer.deprecated = deprecated;
  return outer;
}

/** An enum field whose Go type reads its value with a custom decoder, which refuses `null`. */
const refusesNull = (field: DescField) =>
  field.fieldKind === 'enum' && !enumsByNumber.has(field.enum.typeName);

/**
 * Lets a file write each field under its JSON name instead of its proto name
 * (`providerAuth` for `provider_auth`), never both: every rule that names the
 * proto name holds for either spelling.
 */
function withJsonNames(message: DescMessage, schema: Schema): Schema {
  const aliases = new Map(
    message.fields
      .filter((field) => field.jsonName !== field.name)
      .map((field) => [field.name, field.jsonName]),
  );
  if (aliases.size === 0) return schema;
  const either = (name: string): Schema[] =>
    aliases.has(name) ? [{ required: [name] }, { required: [aliases.get(name)!] }] : [{ required: [name] }];
  /** `{required: [a, b]}` as the alternatives of every spelling of a and b. */
  const spelled = (names: string[]): Schema[] =>
    names.reduce<Schema[]>(
      (combinations, name) =>
        combinations.flatMap((combination) =>
          either(name).map((one) => ({
            required: [...((combination.required as string[]) ?? []), ...(one.required as string[])],
          })),
        ),
      [{ required: [] }],
    );
  // The message's own rules are `not: {required}` (a oneof, fields not to be
  // set together) and `anyOf` of `{required}` (at least one of).
  const rewrite = (rule: Schema): Schema => {
    const not = rule.not as Schema | undefined;
    if (not?.required) return { not: { anyOf: spelled(not.required as string[]) } };
    if (rule.anyOf)
      return {
        anyOf: (rule.anyOf as Schema[]).flatMap((one) =>
          one.required ? spelled(one.required as string[]) : [one],
        ),
      };
    return rule;
  };
  const properties = { ...(schema.properties as Record<string, Schema>) };
  const allOf = ((schema.allOf as Schema[] | undefined) ?? []).map(rewrite);
  for (const [name, json] of aliases) {
    properties[json] = properties[name]!;
    allOf.push({ not: { required: [name, json] } });
  }
  const required = ((schema.required as string[] | undefined) ?? []).filter((name) => !aliases.has(name));
  for (const name of (schema.required as string[] | undefined) ?? [])
    if (aliases.has(name)) allOf.push({ anyOf: either(name) });
  const result: Schema = { ...schema, properties, allOf };
  if (required.length > 0) result.required = required;
  else delete result.required;
  return result;
}

/** The schema of one message in a file: the contract's, with Minder's file rules applied. */
function fileMessageSchema(model: ApiModel, message: DescMessage, jsonNames = false): Schema {
  const rules = fileRules[message.typeName] ?? {};
  const schema = messageSchema(model, message, style);
  const properties = { ...(schema.properties as Record<string, Schema>) };
  const required = [
    ...new Set([...((schema.required as string[] | undefined) ?? []), ...(rules.required ?? [])]),
  ];
  const problems: string[] = [];
  for (const name of [
    ...(rules.required ?? []),
    ...(rules.notNull ?? []),
    ...Object.keys(rules.fields ?? {}),
  ])
    if (!properties[name]) problems.push(`${message.typeName} has no field ${name}`);
  if (problems.length > 0) throw new Error(`scripts/schemas/resources.ts: ${problems.join('; ')}`);
  for (const [name, extra] of Object.entries(rules.fields ?? {}))
    properties[name] = withKeywords(properties[name]!, extra);
  for (const field of message.fields) {
    const name = style.name(field);
    const nullable = !required.includes(name) && !(rules.notNull ?? []).includes(name) && !refusesNull(field);
    if (nullable) properties[name] = orNull(properties[name]!);
  }
  Object.assign(properties, rules.ignored ?? {});
  const allOf = [...((schema.allOf as Schema[] | undefined) ?? []), ...(rules.allOf ?? [])];
  const result: Schema = { ...schema, properties };
  if (required.length > 0) result.required = required;
  if (allOf.length > 0) result.allOf = allOf;
  return jsonNames ? withJsonNames(message, result) : result;
}

export function resourceSchema(model: ApiModel, resource: Resource): Schema {
  const root = model.messages.find((message) => message.typeName === resource.message);
  if (!root) throw new Error(`The contract has no message ${resource.message} for the ${resource.id} schema`);
  const { messages, enums } = reachable(root);
  const $defs: Record<string, Schema> = {};
  for (const message of messages.slice(1))
    $defs[schemaName(message.typeName)] = fileMessageSchema(model, message, resource.jsonNames);
  for (const desc of enums) $defs[schemaName(desc.typeName)] = fileEnumSchema(model, desc);
  const body = fileMessageSchema(model, root, resource.jsonNames);
  const properties = { ...(body.properties as Record<string, Schema>) };
  properties.type = { ...properties.type, const: resource.kind };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: schemaUrl(resource),
    title: `Minder ${resource.title.toLowerCase()}`,
    ...body,
    properties,
    $defs,
  };
}
