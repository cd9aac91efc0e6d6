/**
 * Protobuf descriptors for the messages a Minder profile selector sees.
 *
 * The shapes are described here as plain data (names, numbers and types of
 * the fields the Minder server puts into a selector's CEL environment) and
 * turned into real descriptors with @bufbuild/protobuf, so that the CEL
 * evaluator can treat the selector variables as typed messages.
 */
import {
  create,
  createFileRegistry,
  type DescEnum,
  type DescMessage,
  type FileRegistry,
} from '@bufbuild/protobuf';
import {
  FieldDescriptorProto_Label,
  FieldDescriptorProto_Type,
  FileDescriptorProtoSchema,
  file_google_protobuf_struct,
} from '@bufbuild/protobuf/wkt';

/** Protobuf package of the selector messages. */
export const SELECTOR_PACKAGE = 'internal';

/** Values of the `minder.v1.Entity` enum (number per name). */
export const ENTITY_ENUM_VALUES = {
  ENTITY_UNSPECIFIED: 0,
  ENTITY_REPOSITORIES: 1,
  ENTITY_BUILD_ENVIRONMENTS: 2,
  ENTITY_ARTIFACTS: 3,
  ENTITY_PULL_REQUESTS: 4,
  ENTITY_RELEASE: 5,
  ENTITY_PIPELINE_RUN: 6,
  ENTITY_TASK_RUN: 7,
  ENTITY_BUILD: 8,
} as const;

export type EntityEnumName = keyof typeof ENTITY_ENUM_VALUES;

type ScalarKind = 'string' | 'bool';

/** One field of a selector message, as data. */
export interface FieldSpec {
  name: string;
  number: number;
  /** A scalar kind, or the full name of a message or enum (leading dot). */
  type: ScalarKind | `.${string}`;
  /** proto3 `optional` (explicit presence). */
  optional?: boolean;
  /** Member of the named real oneof. */
  oneof?: string;
}

export interface MessageSpec {
  name: string;
  fields: FieldSpec[];
  /** Real oneofs, in declaration order. */
  oneofs?: string[];
}

const PROVIDER = `.${SELECTOR_PACKAGE}.SelectorProvider`;
const STRUCT = '.google.protobuf.Struct';

/** The selector messages, field numbers as in Minder's internal proto. */
export const SELECTOR_MESSAGES: readonly MessageSpec[] = [
  {
    name: 'SelectorProvider',
    fields: [
      { name: 'name', number: 1, type: 'string' },
      { name: 'class', number: 2, type: 'string' },
    ],
  },
  {
    name: 'SelectorRepository',
    fields: [
      { name: 'name', number: 1, type: 'string' },
      { name: 'provider', number: 2, type: PROVIDER },
      { name: 'is_fork', number: 3, type: 'bool', optional: true },
      { name: 'is_private', number: 4, type: 'bool', optional: true },
      { name: 'properties', number: 5, type: STRUCT },
    ],
  },
  {
    name: 'SelectorArtifact',
    fields: [
      { name: 'name', number: 1, type: 'string' },
      { name: 'provider', number: 2, type: PROVIDER },
      { name: 'type', number: 4, type: 'string' },
      { name: 'properties', number: 5, type: STRUCT },
    ],
  },
  {
    name: 'SelectorPullRequest',
    fields: [
      { name: 'name', number: 1, type: 'string' },
      { name: 'provider', number: 3, type: PROVIDER },
      { name: 'properties', number: 2, type: STRUCT },
    ],
  },
  {
    name: 'SelectorGeneric',
    fields: [
      { name: 'name', number: 1, type: 'string' },
      { name: 'properties', number: 3, type: STRUCT },
    ],
  },
  {
    name: 'SelectorEntity',
    oneofs: ['entity'],
    fields: [
      { name: 'entity_type', number: 1, type: '.minder.v1.Entity' },
      { name: 'name', number: 2, type: 'string' },
      { name: 'provider', number: 3, type: PROVIDER },
      {
        name: 'repository',
        number: 4,
        type: `.${SELECTOR_PACKAGE}.SelectorRepository`,
        oneof: 'entity',
      },
      {
        name: 'artifact',
        number: 5,
        type: `.${SELECTOR_PACKAGE}.SelectorArtifact`,
        oneof: 'entity',
      },
      {
        name: 'pull_request',
        number: 6,
        type: `.${SELECTOR_PACKAGE}.SelectorPullRequest`,
        oneof: 'entity',
      },
      {
        name: 'generic',
        number: 7,
        type: `.${SELECTOR_PACKAGE}.SelectorGeneric`,
        oneof: 'entity',
      },
    ],
  },
];

function jsonNameOf(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function messageProto(spec: MessageSpec) {
  const realOneofs = spec.oneofs ?? [];
  const synthetic = spec.fields.filter((f) => f.optional).map((f) => `_${f.name}`);
  return {
    name: spec.name,
    // Synthetic oneofs of proto3 optional fields come after the real ones.
    oneofDecl: [...realOneofs, ...synthetic].map((name) => ({ name })),
    field: spec.fields.map((f) => {
      const scalar = f.type === 'string' || f.type === 'bool';
      let type: FieldDescriptorProto_Type;
      if (f.type === 'string') type = FieldDescriptorProto_Type.STRING;
      else if (f.type === 'bool') type = FieldDescriptorProto_Type.BOOL;
      else if (f.type === '.minder.v1.Entity') type = FieldDescriptorProto_Type.ENUM;
      else type = FieldDescriptorProto_Type.MESSAGE;
      let oneofIndex: number | undefined;
      if (f.oneof !== undefined) oneofIndex = realOneofs.indexOf(f.oneof);
      if (f.optional) oneofIndex = realOneofs.length + synthetic.indexOf(`_${f.name}`);
      return {
        name: f.name,
        jsonName: jsonNameOf(f.name),
        number: f.number,
        label: FieldDescriptorProto_Label.OPTIONAL,
        type,
        ...(scalar ? {} : { typeName: f.type }),
        ...(oneofIndex !== undefined ? { oneofIndex } : {}),
        ...(f.optional ? { proto3Optional: true } : {}),
      };
    }),
  };
}

const entityFile = create(FileDescriptorProtoSchema, {
  name: 'minder/v1/entity.proto',
  package: 'minder.v1',
  syntax: 'proto3',
  enumType: [
    {
      name: 'Entity',
      value: Object.entries(ENTITY_ENUM_VALUES).map(([name, number]) => ({ name, number })),
    },
  ],
});

const selectorFile = create(FileDescriptorProtoSchema, {
  name: 'internal/selector.proto',
  package: SELECTOR_PACKAGE,
  syntax: 'proto3',
  dependency: ['minder/v1/entity.proto', 'google/protobuf/struct.proto'],
  messageType: SELECTOR_MESSAGES.map(messageProto),
});

const entityDescFile = createFileRegistry(entityFile, () => undefined).getFile(entityFile.name);

/** Registry holding the selector messages, minder.v1.Entity and google.protobuf.Struct. */
export const selectorRegistry: FileRegistry = createFileRegistry(selectorFile, (name: string) => {
  if (name === entityFile.name) return entityDescFile;
  if (name === 'google/protobuf/struct.proto') return file_google_protobuf_struct;
  return undefined;
});

function mustMessage(typeName: string): DescMessage {
  const desc = selectorRegistry.getMessage(typeName);
  if (!desc) throw new Error(`selector descriptor missing: ${typeName}`);
  return desc;
}

export const SelectorProviderDesc = mustMessage(`${SELECTOR_PACKAGE}.SelectorProvider`);
export const SelectorRepositoryDesc = mustMessage(`${SELECTOR_PACKAGE}.SelectorRepository`);
export const SelectorArtifactDesc = mustMessage(`${SELECTOR_PACKAGE}.SelectorArtifact`);
export const SelectorPullRequestDesc = mustMessage(`${SELECTOR_PACKAGE}.SelectorPullRequest`);
export const SelectorGenericDesc = mustMessage(`${SELECTOR_PACKAGE}.SelectorGeneric`);
export const SelectorEntityDesc = mustMessage(`${SELECTOR_PACKAGE}.SelectorEntity`);

export const EntityEnumDesc: DescEnum = (() => {
  const desc = selectorRegistry.getEnum('minder.v1.Entity');
  if (!desc) throw new Error('selector descriptor missing: minder.v1.Entity');
  return desc;
})();
