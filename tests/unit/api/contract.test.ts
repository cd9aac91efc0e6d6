/**
 * The API contract in api/ against SPEC.md: its calls, entities, enums,
 * validation rules and defaults, checked on the generated OpenAPI document.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { lintApi, loadApi } from '../../../scripts/api/load';
import { buildModel, type ApiModel } from '../../../scripts/api/model';
import { messageSchema } from '../../../scripts/api/schema';
import { buildOpenApi, type OpenApiDocument } from '../../../scripts/api/openapi';
import { specCalls, specEntities, specEnums } from './spec-calls';

type Operation = {
  operationId: string;
  tags: string[];
  parameters: {
    name: string;
    in: string;
    required: boolean;
    schema?: Record<string, unknown>;
    example?: unknown;
  }[];
  requestBody?: { content: Record<string, { schema: object; example?: unknown }> };
  responses: Record<string, { content: Record<string, { schema: object; example?: unknown }> }>;
};

let model: ApiModel;
let document: OpenApiDocument;
let ajv: Ajv2020;

function operation(method: string, path: string): Operation {
  const found = document.paths[path]?.[method] as Operation | undefined;
  if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
  return found;
}

/** A validator for a schema of the document, resolving its component references. */
function validator(schema: object) {
  const rebased = JSON.parse(
    JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'),
  );
  return ajv.compile(rebased);
}

const component = (name: string) => validator({ $ref: `#/components/schemas/${name}` });

beforeAll(() => {
  model = buildModel(loadApi('api'));
  document = buildOpenApi(model, { version: 'v1', serverUrl: 'https://api.example.com' });
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const format of ['int32', 'int64', 'uint64', 'double', 'float', 'byte']) ajv.addFormat(format, true);
  ajv.addSchema({ $id: 'openapi.json', components: document.components });
}, 60_000);

describe('the calls of SPEC.md section 7', () => {
  it('are all in the document, which adds only the calls of the real gateway that SPEC.md does not list', () => {
    const present = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    const spec = specCalls.map(([method, path]) => `${method} ${path}`);
    expect(present).toEqual(expect.arrayContaining(spec));
    // The full list of the gateway's bindings is checked in gateway.test.ts.
    expect(present.filter((call) => !spec.includes(call))).toEqual(['get /api/v1/version']);
  });

  it('are grouped by service, one tag per service group, with unique operation ids', () => {
    const ids = specCalls.map(([method, path]) => operation(method, path).operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z]+Service_[A-Za-z]+[0-9]*$/);
    const tags = new Set(specCalls.flatMap(([method, path]) => operation(method, path).tags));
    expect(tags.size).toBe(14);
    expect((document.tags as { name: string }[]).map((tag) => tag.name).sort()).toEqual([...tags].sort());
  });

  it('bind path variables as required path parameters, and say when a name may hold slashes', () => {
    const byName = operation('get', '/api/v1/repository/provider/{provider}/name/{name}');
    const name = byName.parameters.find((parameter) => parameter.name === 'name')!;
    expect(name).toMatchObject({ in: 'path', required: true });
    expect(JSON.stringify(name)).toContain('slashes');
    expect(
      operation('get', '/api/v1/projects/{context.projectId}/children').parameters.map(
        (p) => `${p.in} ${p.name}`,
      ),
    ).toEqual(['path context.projectId', 'query context.provider', 'query recursive']);
  });

  it('take the query parameters SPEC.md names, flattened with dots', () => {
    const names = (method: string, path: string) =>
      operation(method, path).parameters.map((parameter) => parameter.name);
    expect(names('get', '/api/v1/entities')).toEqual(
      expect.arrayContaining(['entityType', 'cursor.cursor', 'cursor.size']),
    );
    expect(names('get', '/api/v1/auth/url')).toEqual(
      expect.arrayContaining([
        'cli',
        'owner',
        'redirectUrl',
        'config',
        'providerClass',
        'context.provider',
        'context.project',
      ]),
    );
    expect(names('delete', '/api/v1/permissions/remove')).toEqual(
      expect.arrayContaining(['roleAssignment.role', 'roleAssignment.subject']),
    );
    expect(names('get', '/api/v1/results')).toEqual(
      expect.arrayContaining(['profile', 'labelFilter', 'ruleName']),
    );
    expect(names('post', '/api/v1/user/invitation/{code}')).toEqual(
      expect.arrayContaining(['code', 'accept']),
    );
    const ruleName = operation('get', '/api/v1/results').parameters.find(
      (parameter) => parameter.name === 'ruleName',
    )!;
    expect(ruleName.schema).toMatchObject({ type: 'array', items: { type: 'string' } });
  });

  it('mark the required query parameters of SPEC.md section 5', () => {
    const required = (method: string, path: string) =>
      operation(method, path)
        .parameters.filter((parameter) => parameter.in === 'query' && parameter.required)
        .map((parameter) => parameter.name)
        .sort();
    expect(required('get', '/api/v1/auth/verify')).toEqual(['enrollmentNonce']);
    expect(required('delete', '/api/v1/permissions/remove')).toEqual(['roleAssignment.role']);
    expect(required('get', '/api/v1/entities')).toEqual(['cursor.size', 'entityType']);
    expect(required('get', '/api/v1/history')).toEqual(['cursor.size']);
    expect(required('get', '/api/v1/profile/{id}/status')).toEqual(['entity.type']);
    expect(required('get', '/api/v1/profile/name/{name}/status')).toEqual(['entity.type']);
    expect(required('get', '/api/v1/providers')).toEqual(['limit']);
  });

  it('send bodies with POST, PUT and PATCH, and never with GET or DELETE', () => {
    for (const [method, path] of specCalls) {
      const body = operation(method, path).requestBody;
      if (method === 'get' || method === 'delete') expect(body, `${method} ${path}`).toBeUndefined();
    }
    expect(operation('post', '/api/v1/user/invitation/{code}').requestBody).toBeUndefined();
    expect(operation('post', '/api/v1/profile').requestBody).toBeDefined();
    expect(operation('patch', '/api/v1/profile/{id}').requestBody).toBeDefined();
  });

  it('document a successful and an error response for every call', () => {
    for (const [method, path] of specCalls) {
      const { responses } = operation(method, path);
      expect(responses['200']!.content['application/json']!.schema).toBeDefined();
      expect(responses.default!.content['application/json']!.schema).toEqual({
        $ref: '#/components/schemas/Status',
      });
    }
  });
});

describe('the entities and enumerations of SPEC.md section 3', () => {
  const schemas = () =>
    document.components.schemas as Record<string, { properties?: object; enum?: string[] }>;

  for (const [entity, fields] of Object.entries(specEntities)) {
    it(`${entity} has ${fields.join(', ')}`, () => {
      expect(Object.keys(schemas()[entity]?.properties ?? {})).toEqual(expect.arrayContaining(fields));
    });
  }

  for (const [name, values] of Object.entries(specEnums)) {
    it(`${name} has ${values.join(', ')}`, () => {
      expect(schemas()[name]?.enum).toEqual(expect.arrayContaining(values));
    });
  }
});

describe('validation rules of SPEC.md section 5', () => {
  it('labels are DNS labels of 1 to 63 characters with an optional prefix', () => {
    const profile = component('Profile');
    const labelled = (label: string) => profile({ name: 'acme-baseline', labels: [label] });
    for (const good of [
      'security',
      'a',
      'team-1',
      'acme:security',
      'x'.repeat(63),
      `${'p'.repeat(63)}:${'l'.repeat(63)}`,
    ]) {
      expect(labelled(good), good).toBe(true);
    }
    for (const bad of [
      '',
      '-security',
      'security-',
      'has space',
      'x'.repeat(64),
      'a:b:c',
      ':security',
      'sec_urity',
    ]) {
      expect(labelled(bad), bad).toBe(false);
    }
  });

  it('data source names are lowercase letters, numbers, hyphens and underscores', () => {
    const dataSource = component('DataSource');
    const named = (name: string) => dataSource({ name, rest: { def: {} } });
    for (const good of ['osv', 'osv-api', 'deps_dev2']) expect(named(good), good).toBe(true);
    for (const bad of ['OSV', 'osv api', 'osv.api', '']) expect(named(bad), bad).toBe(false);
    expect(dataSource({ name: 'osv' }), 'structured or rest').toBe(false);
  });

  it('rule types need a name, a description, guidance and a definition with ingest and eval', () => {
    const ruleType = component('RuleType');
    const def = { ingest: { type: 'git' }, eval: { type: 'jq' } };
    const complete = {
      name: 'secret_scanning',
      description: 'Checks secret scanning.',
      guidance: 'Turn it on.',
      def,
    };
    expect(ruleType(complete)).toBe(true);
    for (const missing of ['name', 'description', 'guidance', 'def']) {
      const partial: Record<string, unknown> = { ...complete };
      delete partial[missing];
      expect(ruleType(partial), missing).toBe(false);
    }
    expect(ruleType({ ...complete, def: { ingest: { type: 'git' } } })).toBe(false);
  });

  it('roles updates need a non-empty roles list; role assignments need a role', () => {
    const update = component('UpdateRoleRequest');
    expect(update({ subject: 'a1b2', roles: ['viewer'] })).toBe(true);
    expect(update({ subject: 'a1b2', roles: [] })).toBe(false);
    expect(update({ subject: 'a1b2' })).toBe(false);
    const assignment = component('RoleAssignment');
    expect(assignment({ role: 'admin', subject: 'a1b2' })).toBe(true);
    expect(assignment({ subject: 'a1b2' })).toBe(false);
  });

  it('project creation, provider creation, token storage and entity registration need their fields', () => {
    expect(component('CreateProjectRequest')({ name: 'acme-child' })).toBe(true);
    expect(component('CreateProjectRequest')({})).toBe(false);
    expect(component('CreateProviderRequest')({})).toBe(false);
    expect(component('StoreProviderTokenRequest')({ provider: 'github' })).toBe(false);
    expect(component('StoreProviderTokenRequest')({ provider: 'github', accessToken: 'gho_x' })).toBe(true);
    expect(component('RegisterEntityRequest')({})).toBe(false);
    expect(component('UpstreamRepositoryRef')({ owner: 'acme' })).toBe(false);
  });

  it('an entity reference needs an id or a name, and profile status cannot combine all with entity', () => {
    const entity = component('EntityTypedId');
    expect(entity({ type: 'ENTITY_REPOSITORIES', name: 'acme/payments-api' })).toBe(true);
    expect(entity({ type: 'ENTITY_REPOSITORIES', id: '3f9d2c1e-8b7a-4d6e-a5c4-1b2e3d4f5a6b' })).toBe(true);
    expect(entity({ type: 'ENTITY_REPOSITORIES' })).toBe(false);
    // Profile status requests travel as query parameters; their message schema still carries the rule.
    const request = model.messages.find((message) => message.name === 'GetProfileStatusByIdRequest')!;
    const status = validator(messageSchema(model, request));
    const ref = { type: 'ENTITY_REPOSITORIES', name: 'acme/payments-api' };
    expect(status({ id: 'p1', entity: ref })).toBe(true);
    expect(status({ id: 'p1', entity: ref, all: true })).toBe(false);
  });
});

describe('defaults of SPEC.md section 9', () => {
  const property = (schema: string, ...path: string[]) => {
    let node = document.components.schemas[schema] as Record<string, unknown>;
    for (const step of path) node = (node.properties as Record<string, Record<string, unknown>>)[step]!;
    return node;
  };

  it('profiles remediate off and alert on; providers are v1; cursors default to the server page size', () => {
    expect(property('Profile', 'remediate').default).toBe('off');
    expect(property('Profile', 'alert').default).toBe('on');
    expect(property('Provider', 'version').default).toBe('v1');
    expect(property('Cursor', 'size').default).toBe(0);
    const limit = operation('get', '/api/v1/providers').parameters.find(
      (parameter) => parameter.name === 'limit',
    )!;
    expect(limit.schema?.default).toBe(0);
  });

  it('data sources call with GET and expect 200; deps pull requests default to NEW_AND_UPDATED', () => {
    const restDef = document.components.schemas['RestDataSource.Def'] as {
      properties: Record<string, { default?: unknown }>;
    };
    expect(restDef.properties.method!.default).toBe('GET');
    expect(JSON.stringify(restDef.properties.expectedStatus!.default)).toMatch(/200/);
    expect(JSON.stringify(document.components.schemas)).toContain('"default":"NEW_AND_UPDATED"');
  });
});

describe('examples', () => {
  it('every parameter, request and response example validates against its schema', () => {
    const failures: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, raw] of Object.entries(item)) {
        const op = raw as Operation;
        const check = (where: string, schema: object | undefined, example: unknown) => {
          if (!schema) return;
          if (example === undefined) return failures.push(`${method} ${path} ${where}: no example`);
          const validate = validator(schema);
          if (!validate(example))
            failures.push(`${method} ${path} ${where}: ${ajv.errorsText(validate.errors)}`);
        };
        for (const parameter of op.parameters) {
          if (parameter.schema && parameter.example !== undefined)
            check(`parameter ${parameter.name}`, parameter.schema, parameter.example);
        }
        if (op.requestBody)
          check(
            'request',
            op.requestBody.content['application/json']!.schema,
            op.requestBody.content['application/json']!.example,
          );
        for (const [status, response] of Object.entries(op.responses)) {
          check(
            `response ${status}`,
            response.content['application/json']!.schema,
            response.content['application/json']!.example,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('every call with input carries a request example', () => {
    for (const [method, path] of specCalls) {
      const op = operation(method, path);
      const hasExample =
        op.requestBody?.content['application/json']?.example !== undefined ||
        op.parameters.some((parameter) => parameter.example !== undefined);
      const hasInput = op.requestBody !== undefined || op.parameters.length > 0;
      if (hasInput) expect(hasExample, `${method} ${path}`).toBe(true);
    }
  });
});

describe('the document as a whole', () => {
  it('comes from protos that pass buf lint (STANDARD)', () => {
    expect(lintApi('api')).toEqual([]);
  }, 60_000);

  it('passes @redocly/cli lint with no errors', () => {
    const folder = mkdtempSync(join(tmpdir(), 'minder-openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const result = spawnSync(
        process.execPath,
        [
          require.resolve('@redocly/cli/bin/cli.js'),
          'lint',
          file,
          '--format',
          'json',
          '--config',
          'api/redocly.yaml',
        ],
        {
          encoding: 'utf8',
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      );
      const report = JSON.parse(result.stdout) as {
        totals: { errors: number };
        problems: { severity: string; message: string; location: { pointer: string }[] }[];
      };
      const errors = report.problems
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${problem.location[0]?.pointer}: ${problem.message}`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
