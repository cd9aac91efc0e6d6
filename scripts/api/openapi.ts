/**
 * The OpenAPI 3.1 document of the Minder REST API, from the compiled contract,
 * following the HTTP transcoding rules of google/api/http.proto.
 */
import type { DescField, DescMessage } from '@bufbuild/protobuf';
import { Examples } from './examples';
import type { ApiModel, Binding, Call } from './model';
import {
  enumSchema,
  fieldSchema,
  messageSchema,
  schemaName,
  schemaRef,
  wellKnown,
  type Schema,
} from './schema';

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, Schema> };
};

/** `/api/v1/projects/{context.project_id}/children` becomes `/api/v1/projects/{context.projectId}/children`. */
export function openApiPath(binding: Binding): string {
  let index = 0;
  return binding.template.replace(
    /\{[^}]+\}/g,
    () => `{${binding.variables[index++]!.fields.map((field) => field.jsonName).join('.')}}`,
  );
}

/** operationId `Service_Method`; the second binding of a call is `Service_Method2`, and so on. */
export function operationId(call: Call, bindingIndex: number): string {
  return `${call.service.name}_${call.method.name}${bindingIndex === 0 ? '' : bindingIndex + 1}`;
}

type QueryLeaf = { path: DescField[]; required: boolean };

/**
 * The fields of `message` that become query parameters: every field not bound
 * to the path or the body, with message fields flattened into dotted names
 * (`context.provider`, `cursor.size`). Repeated messages and maps cannot be
 * query parameters and are left out, as the transcoding rules say.
 */
export function queryLeaves(
  model: ApiModel,
  message: DescMessage,
  bound: Set<string>,
  prefix: DescField[] = [],
): QueryLeaf[] {
  const leaves: QueryLeaf[] = [];
  for (const field of message.fields) {
    const path = [...prefix, field];
    if (bound.has(path.map((step) => step.name).join('.')) || model.outputOnly(field)) continue;
    const flatten =
      field.fieldKind === 'message' && !(field.message.typeName in wellKnown) && prefix.length < 4;
    if (flatten) {
      leaves.push(...queryLeaves(model, field.message, bound, path));
    } else if (field.fieldKind === 'map' || (field.fieldKind === 'list' && field.listKind === 'message')) {
      continue;
    } else {
      leaves.push({ path, required: path.every((step) => model.required(step)) });
    }
  }
  return leaves;
}

const errorSchemaName = 'Status';

function statusSchemas(): Record<string, Schema> {
  return {
    [errorSchemaName]: {
      type: 'object',
      description:
        'The error shape of every call (google.rpc.Status). `code` is a gRPC status code, `message` explains the problem in English, and `details` may carry machine-readable information.',
      properties: {
        code: {
          type: 'integer',
          format: 'int32',
          description:
            'gRPC status code, such as 3 (invalid argument), 5 (not found) or 7 (permission denied).',
        },
        message: { type: 'string', description: 'What went wrong, for a person to read.' },
        details: {
          type: 'array',
          description: 'Further information about the error.',
          items: { $ref: '#/components/schemas/Any' },
        },
      },
    },
    Any: {
      type: 'object',
      description: 'A message of any type: `@type` names the type and the other properties are its fields.',
      properties: { '@type': { type: 'string', description: 'URL naming the type of the message.' } },
      additionalProperties: true,
    },
  };
}

function errorExample(binding: Binding, call: Call): Record<string, unknown> {
  if (binding.verb === 'get' || binding.verb === 'delete') {
    return binding.variables.length > 0
      ? { code: 5, message: `${call.method.name}: not found`, details: [] }
      : {
          code: 7,
          message: 'permission denied: your role in this project does not allow this call',
          details: [],
        };
  }
  return {
    code: 3,
    message: `${call.method.name}: invalid argument: a required field is missing`,
    details: [],
  };
}

function description(parts: (string | undefined)[]): string {
  return parts.filter((part) => part && part.trim()).join('\n\n');
}

export function buildOpenApi(model: ApiModel, info: { version: string; serverUrl: string }): OpenApiDocument {
  const examples = new Examples(model);
  const paths: OpenApiDocument['paths'] = {};
  const tags = model.services.map((service) => ({ name: service.name, description: model.comment(service) }));

  for (const call of model.calls) {
    call.bindings.forEach((binding, bindingIndex) => {
      const path = openApiPath(binding);
      // Proto paths bound to the URL path (`context.project_id`) or to the body.
      const bound = new Set<string>(
        binding.variables.map((variable) => variable.fields.map((field) => field.name).join('.')),
      );
      // Top-level fields that the path fills entirely are not repeated in a `*` body.
      const pathFields = binding.variables
        .filter((variable) => variable.fields.length === 1)
        .map((variable) => variable.fields[0]!);
      const parameters: Record<string, unknown>[] = [];
      for (const variable of binding.variables) {
        const leaf = variable.fields[variable.fields.length - 1]!;
        const schema = fieldSchema(model, leaf);
        const slashes = variable.pattern === '**';
        if (slashes) delete schema.pattern;
        const { description: leafDescription, ...rest } = schema;
        parameters.push({
          name: variable.fields.map((field) => field.jsonName).join('.'),
          in: 'path',
          required: true,
          description: description([
            leafDescription as string,
            slashes
              ? 'The value can contain slashes (`/`): the rest of the path is taken as written.'
              : undefined,
          ]),
          schema: { ...rest, minLength: Math.max(1, (rest.minLength as number | undefined) ?? 1) },
          example: examples.value(leaf, 'request'),
        });
      }
      let requestBody: Record<string, unknown> | undefined;
      if (binding.body === '*') {
        const example = examples.message(call.method.input, 'request');
        for (const field of pathFields) delete example[field.jsonName];
        let schema: Schema = schemaRef(call.method.input.typeName);
        if (pathFields.length > 0) {
          // Fields bound to the path are not repeated in the body.
          const { properties, required, ...others } = messageSchema(model, call.method.input);
          const kept = { ...(properties as Record<string, Schema>) };
          for (const field of pathFields) delete kept[field.jsonName];
          const stillRequired = ((required as string[] | undefined) ?? []).filter((name) => name in kept);
          schema = {
            ...others,
            properties: kept,
            ...(stillRequired.length > 0 ? { required: stillRequired } : {}),
          };
        }
        requestBody = { required: true, content: { 'application/json': { schema, example } } };
      } else if (binding.body) {
        const field = binding.body;
        bound.add(field.name);
        requestBody = {
          required: model.required(field),
          description: model.comment(field),
          content: {
            'application/json': {
              schema: fieldSchema(model, field),
              example: examples.field(field, 'request'),
            },
          },
        };
      }
      if (binding.body !== '*') {
        const needed = model.messageRules(call.method.input).requiredPaths;
        for (const leaf of queryLeaves(model, call.method.input, bound)) {
          const field = leaf.path[leaf.path.length - 1]!;
          const name = leaf.path.map((step) => step.jsonName).join('.');
          const schema = fieldSchema(model, field);
          const { description: fieldDescription, ...rest } = schema;
          const parameter: Record<string, unknown> = {
            name,
            in: 'query',
            required: leaf.required || needed.includes(leaf.path.map((step) => step.name).join('.')),
            description: description([fieldDescription as string]),
          };
          if (field.message?.typeName === 'google.protobuf.Struct') {
            parameter.content = {
              'application/json': { schema: rest, example: examples.field(field, 'request') },
            };
          } else {
            parameter.schema = rest;
            if (field.fieldKind === 'list') {
              parameter.style = 'form';
              parameter.explode = true;
            }
            const example = examples.field(field, 'request');
            if (example !== undefined) parameter.example = example;
          }
          if (field.deprecated) parameter.deprecated = true;
          parameters.push(parameter);
        }
      }
      const operation: Record<string, unknown> = {
        operationId: operationId(call, bindingIndex),
        // The method name, as the protocol reference and gRPC clients say it; the
        // description starts with the sentence that says what the call does.
        summary: bindingIndex === 0 ? call.method.name : `${call.method.name} (alternate path)`,
        description: model.comment(call.method),
        tags: [call.service.name],
        parameters,
        ...(requestBody ? { requestBody } : {}),
        responses: {
          '200': {
            description: 'A successful response.',
            content: {
              'application/json': {
                schema: schemaRef(call.method.output.typeName),
                example: examples.message(call.method.output, 'response'),
              },
            },
          },
          default: {
            description: 'An error response: the call failed, and the body says why.',
            content: {
              'application/json': {
                schema: { $ref: `#/components/schemas/${errorSchemaName}` },
                example: errorExample(binding, call),
              },
            },
          },
        },
      };
      if (call.method.proto.options?.deprecated) operation.deprecated = true;
      // The health check is the one call that needs no token.
      if (call.service.typeName === 'minder.v1.HealthService') operation.security = [];
      paths[path] ??= {};
      paths[path]![binding.verb] = operation;
    });
  }

  const schemas: Record<string, Schema> = {};
  for (const message of model.messages) schemas[schemaName(message.typeName)] = messageSchema(model, message);
  for (const desc of model.enums) schemas[schemaName(desc.typeName)] = enumSchema(model, desc);
  Object.assign(schemas, statusSchemas());
  examples.check();

  const used = referencedSchemas(paths, schemas);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Minder API',
      version: info.version,
      description:
        'The REST API of Minder, the open source software supply-chain security platform. Every call lives under `/api/v1`, takes and returns JSON, and needs a bearer token from the Minder identity server, except the health check. This document is generated from the protobuf contract; the same calls are served over gRPC.',
      license: { name: 'Apache 2.0', identifier: 'Apache-2.0' },
    },
    servers: [{ url: info.serverUrl, description: 'The hosted Minder service' }],
    security: [{ bearerAuth: [] }],
    tags,
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: Object.fromEntries(
        Object.entries(schemas)
          .filter(([name]) => used.has(name))
          .sort(([a], [b]) => a.localeCompare(b)),
      ),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'An access token from the Minder identity server, as `minder auth token` prints it.',
        },
      },
    } as OpenApiDocument['components'],
  };
}

/**
 * Names of the component schemas that the operations use, directly or through
 * other schemas. Request messages of calls without a body are not among them:
 * their fields are parameters. The protocol reference lists every message.
 */
export function referencedSchemas(paths: unknown, schemas: Record<string, Schema>): Set<string> {
  const used = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const name = value.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit(paths);
  return used;
}
