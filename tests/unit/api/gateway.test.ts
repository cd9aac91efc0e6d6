/**
 * The contract against Minder's real gRPC gateway (tests/fixtures/api-gateway.json):
 * every HTTP binding with its body kind, the parameters the gateway reads, and
 * the fields and JSON names of every message the API reference documents.
 */
import { readFileSync } from 'node:fs';
import { ScalarType, type DescField, type DescMessage } from '@bufbuild/protobuf';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadApi } from '../../../scripts/api/load';
import { buildModel, type ApiModel } from '../../../scripts/api/model';
import { buildOpenApi, type OpenApiDocument } from '../../../scripts/api/openapi';
import { schemaName } from '../../../scripts/api/schema';

type FixtureBinding = { service: string; rpc: string; method: string; path: string; body: string };
type FixtureField = {
  name: string;
  json: string;
  number: number;
  type: string;
  repeated?: boolean;
  map?: boolean;
  deprecated?: boolean;
  oneof?: string;
  optional?: boolean;
};
type Fixture = { bindings: FixtureBinding[]; messages: Record<string, FixtureField[]> };
type Parameter = { name: string; in: string; required?: boolean };
type Operation = {
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
};

const fixture = JSON.parse(readFileSync('tests/fixtures/api-gateway.json', 'utf8')) as Fixture;

let model: ApiModel;
let document: OpenApiDocument;

beforeAll(() => {
  model = buildModel(loadApi('api'));
  document = buildOpenApi(model, { version: 'v1', serverUrl: 'https://api.example.com' });
}, 60_000);

const key = (b: FixtureBinding) => `${b.service}.${b.rpc} ${b.method} ${b.path} body=${b.body}`;

function contractBindings(): FixtureBinding[] {
  return model.calls.flatMap((call) =>
    call.bindings.map((binding) => ({
      service: call.service.name,
      rpc: call.method.name,
      method: binding.verb.toUpperCase(),
      path: binding.template,
      body: binding.body === '' || binding.body === '*' ? binding.body : binding.body.name,
    })),
  );
}

/** `/api/v1/entity/{entity_type}/{name=**}` as the OpenAPI document writes it: `/api/v1/entity/{entityType}/{name}`. */
function documentPath(template: string): string {
  return template.replace(
    /\{([^}=]+)(=[^}]*)?\}/g,
    (_, path: string) => `{${path.replace(/_([a-z0-9])/g, (__, letter: string) => letter.toUpperCase())}}`,
  );
}

function operation(binding: FixtureBinding): Operation {
  const found = document.paths[documentPath(binding.path)]?.[binding.method.toLowerCase()];
  if (!found) throw new Error(`${binding.method} ${documentPath(binding.path)} is not in the document`);
  return found as unknown as Operation;
}

function fieldType(field: DescField): string {
  if (field.fieldKind === 'map') {
    const value =
      field.mapKind === 'message'
        ? field.message.typeName
        : field.mapKind === 'enum'
          ? field.enum.typeName
          : ScalarType[field.scalar].toLowerCase();
    return `map<${ScalarType[field.mapKey].toLowerCase()}, ${value.replace(/^minder\.v1\./, '')}>`;
  }
  const named = field.message?.typeName ?? field.enum?.typeName;
  return named ? named.replace(/^minder\.v1\./, '') : ScalarType[field.scalar!].toLowerCase();
}

function describeField(field: DescField): FixtureField {
  const described: FixtureField = {
    name: field.name,
    json: field.jsonName,
    number: field.number,
    type: fieldType(field),
  };
  if (field.fieldKind === 'list') described.repeated = true;
  if (field.fieldKind === 'map') described.map = true;
  if (field.deprecated) described.deprecated = true;
  if (field.oneof) described.oneof = field.oneof.name;
  if (field.proto.proto3Optional) described.optional = true;
  return described;
}

function contractMessage(name: string): DescMessage | undefined {
  return model.messages.find((message) => schemaName(message.typeName) === name);
}

describe("the HTTP bindings of Minder's gateway", () => {
  it('are all in the contract, with the same method, path and body, and nothing else is', () => {
    expect(fixture.bindings).toHaveLength(81);
    expect(contractBindings().map(key).sort()).toEqual(fixture.bindings.map(key).sort());
  });

  it('are all operations of the OpenAPI document, and nothing else is', () => {
    const present = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(present.sort()).toEqual(
      fixture.bindings.map((binding) => `${binding.method} ${documentPath(binding.path)}`).sort(),
    );
  });

  it('take the body the gateway reads: none, the whole request, or one field with the rest in the query', () => {
    for (const binding of fixture.bindings) {
      const op = operation(binding);
      const where = `${binding.method} ${binding.path}`;
      const query = op.parameters.filter((parameter) => parameter.in === 'query').map((p) => p.name);
      if (binding.body === '') {
        expect(op.requestBody, where).toBeUndefined();
      } else if (binding.body === '*') {
        expect(op.requestBody, where).toBeDefined();
        expect(query, `${where}: a whole-request body leaves nothing for the query`).toEqual([]);
      } else {
        const request = contractMessage(
          model.calls.find(
            (call) => call.method.name === binding.rpc && call.service.name === binding.service,
          )!.method.input.name,
        )!;
        const body = request.fields.find((field) => field.name === binding.body)!;
        const schema = op.requestBody!.content['application/json']!.schema;
        expect(schema.$ref, where).toBe(`#/components/schemas/${schemaName(body.message!.typeName)}`);
        expect(
          query.some((name) => name.split('.')[0] === body.jsonName),
          `${where}: body in the query`,
        ).toBe(false);
        const path = [...binding.path.matchAll(/\{([^}.=]+)/g)].map((match) => match[1]!);
        for (const field of request.fields) {
          if (field === body || path.includes(field.name) || field.fieldKind !== 'scalar') continue;
          expect(query, `${where}: ${field.jsonName} in the query`).toContain(field.jsonName);
        }
      }
    }
  });

  it('PATCH /api/v1/providers takes the provider as its body and context and updateMask in the query', () => {
    const op = operation({ service: '', rpc: '', method: 'PATCH', path: '/api/v1/providers', body: 'patch' });
    expect(op.requestBody!.content['application/json']!.schema.$ref).toBe('#/components/schemas/Provider');
    expect(op.parameters.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual(
      expect.arrayContaining(['query context.provider', 'query context.project', 'query updateMask']),
    );
    // The handler refuses a call without a provider name, so the example must send one.
    expect(op.parameters.find((parameter) => parameter.name === 'context.provider')).toMatchObject({
      required: true,
    });
    const response = document.components.schemas.PatchProviderResponse as { properties: object };
    expect(Object.keys(response.properties)).toEqual(['provider']);
  });
});

describe("the messages of Minder's protocol", () => {
  for (const [name, fields] of Object.entries(fixture.messages)) {
    it(`${name} has the same fields, JSON names, numbers and types`, () => {
      const message = contractMessage(name);
      expect(message, `${name} is not in the contract`).toBeDefined();
      const byName = (a: FixtureField, b: FixtureField) => a.name.localeCompare(b.name);
      expect(message!.fields.map(describeField).sort(byName)).toEqual([...fields].sort(byName));
      const schema = document.components.schemas[name] as
        { properties?: Record<string, unknown> } | undefined;
      if (schema)
        expect(Object.keys(schema.properties ?? {}).sort()).toEqual(fields.map((f) => f.json).sort());
    });
  }
});
