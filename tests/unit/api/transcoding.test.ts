/**
 * The generator on small fixture contracts: HTTP transcoding (path templates,
 * `**`, body mapping, dotted and repeated query parameters, enums) and the
 * build errors that name the file, the line and what is wrong.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError, loadApi } from '../../../scripts/api/load';
import { buildModel } from '../../../scripts/api/model';
import { buildOpenApi } from '../../../scripts/api/openapi';

const root = resolve(__dirname, '../../..');
const workspaces: string[] = [];
afterAll(() => workspaces.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const header = `syntax = "proto3";
package minder.v1;
import "google/api/annotations.proto";
import "google/api/field_behavior.proto";
import "minder/v1/doc_options.proto";
`;

/** Builds a workspace holding doc_options.proto and `fixture.proto` with `body` after the header. */
function workspace(body: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'minder-api-fixture-'));
  workspaces.push(folder);
  mkdirSync(join(folder, 'proto/minder/v1'), { recursive: true });
  writeFileSync(join(folder, 'buf.yaml'), 'version: v2\nmodules:\n  - path: proto\n  - path: third_party\n');
  copyFileSync(
    join(root, 'api/proto/minder/v1/doc_options.proto'),
    join(folder, 'proto/minder/v1/doc_options.proto'),
  );
  writeFileSync(join(folder, 'proto/minder/v1/fixture.proto'), header + body);
  return folder;
}

function generate(body: string) {
  const folder = workspace(body);
  const document = buildOpenApi(buildModel(loadApi(folder, folder)), {
    version: 'v1',
    serverUrl: 'https://api.example.com',
  });
  return document.paths as Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters: Record<string, unknown>[];
        requestBody?: { content: Record<string, { schema: Record<string, unknown>; example: unknown }> };
      }
    >
  >;
}

function failure(body: string): string[] {
  try {
    buildModel(loadApi(workspace(body), root));
  } catch (error) {
    if (error instanceof ApiError) return error.problems;
    throw error;
  }
  throw new Error('the fixture built without an error');
}

const shelf = `
// A shelf of books.
service ShelfService {
  // Gets a book by name.
  rpc GetBook(GetBookRequest) returns (GetBookResponse) {
    option (google.api.http) = {
      get: "/api/v1/shelf/{shelf_id}/book/{name=**}"
      additional_bindings { get: "/api/v1/book/{name=**}" }
    };
  }
  // Adds a book.
  rpc AddBook(AddBookRequest) returns (AddBookResponse) {
    option (google.api.http) = { post: "/api/v1/shelf/{shelf_id}/book" body: "*" };
  }
  // Changes a book.
  rpc PatchBook(PatchBookRequest) returns (PatchBookResponse) {
    option (google.api.http) = { patch: "/api/v1/book/{id}" body: "patch" };
  }
}
// Where to look.
message Scope {
  // The library.
  string library = 1 [(field_rules).example_json = '"central"'];
  // How many at most.
  uint32 size = 2 [(google.api.field_behavior) = REQUIRED, (field_rules).example_json = "10"];
  // Never a parameter: repeated messages cannot be query parameters.
  repeated Book books = 3;
}
// A kind of book.
enum Genre {
  // None.
  GENRE_UNSPECIFIED = 0;
  // Novels.
  GENRE_NOVEL = 1;
}
// A book.
message Book {
  // Title.
  string title = 1 [(field_rules).example_json = '"Dune"'];
  // Pages.
  int64 pages = 2 [(field_rules).example_json = '"412"'];
}
// Request.
message GetBookRequest {
  // Shelf.
  string shelf_id = 1 [(field_rules).example_json = '"s1"'];
  // Name, may hold slashes.
  string name = 2 [(field_rules).example_json = '"sci-fi/dune"'];
  // Scope of the search.
  Scope scope = 3 [(google.api.field_behavior) = REQUIRED];
  // Genres.
  repeated Genre genres = 4;
  // Tags.
  repeated string tags = 5 [(field_rules).example_json = '"classic"'];
}
// Response.
message GetBookResponse {
  // The book.
  Book book = 1;
}
// Request.
message AddBookRequest {
  // Shelf.
  string shelf_id = 1 [(field_rules).example_json = '"s1"'];
  // The book.
  Book book = 2 [(google.api.field_behavior) = REQUIRED];
}
// Response.
message AddBookResponse {}
// Request.
message PatchBookRequest {
  // ID.
  string id = 1 [(field_rules).example_json = '"b1"'];
  // Changes.
  Book patch = 2;
  // Dry run.
  bool dry_run = 3;
}
// Response.
message PatchBookResponse {}
`;

describe('HTTP transcoding', () => {
  const paths = generate(shelf);

  it('turns path templates into OpenAPI paths, one operation per binding', () => {
    expect(Object.keys(paths).sort()).toEqual([
      '/api/v1/book/{id}',
      '/api/v1/book/{name}',
      '/api/v1/shelf/{shelfId}/book',
      '/api/v1/shelf/{shelfId}/book/{name}',
    ]);
    expect(paths['/api/v1/shelf/{shelfId}/book/{name}']!.get!.operationId).toBe('ShelfService_GetBook');
    expect(paths['/api/v1/book/{name}']!.get!.operationId).toBe('ShelfService_GetBook2');
  });

  it('lets a {name=**} variable take slashes and says so', () => {
    const name = paths['/api/v1/book/{name}']!.get!.parameters.find(
      (parameter) => parameter.name === 'name',
    )!;
    expect(name).toMatchObject({ in: 'path', required: true, example: 'sci-fi/dune' });
    expect(name.description).toContain('slashes');
  });

  it('flattens nested messages into dotted query parameters, required only when every step is', () => {
    const parameters = paths['/api/v1/shelf/{shelfId}/book/{name}']!.get!.parameters;
    expect(parameters.map((parameter) => `${parameter.in}:${parameter.name}:${parameter.required}`)).toEqual([
      'path:shelfId:true',
      'path:name:true',
      'query:scope.library:false',
      'query:scope.size:true',
      'query:genres:false',
      'query:tags:false',
    ]);
  });

  it('sends repeated fields as repeated parameters and enums as their names', () => {
    const parameters = paths['/api/v1/book/{name}']!.get!.parameters;
    const genres = parameters.find((parameter) => parameter.name === 'genres')!;
    expect(genres).toMatchObject({
      style: 'form',
      explode: true,
      schema: { type: 'array', items: { $ref: '#/components/schemas/Genre' } },
    });
    expect(genres.example).toEqual(['GENRE_NOVEL']);
    expect(parameters.find((parameter) => parameter.name === 'tags')).toMatchObject({ example: ['classic'] });
  });

  it('maps body "*" to the request minus path fields, and a named body to that field', () => {
    const add = paths['/api/v1/shelf/{shelfId}/book']!.post!.requestBody!.content['application/json']!;
    expect(Object.keys(add.schema.properties as object)).toEqual(['book']);
    expect(add.schema.required).toEqual(['book']);
    expect(add.example).toEqual({ book: { title: 'Dune', pages: '412' } });
    const patch = paths['/api/v1/book/{id}']!.patch!;
    expect(patch.requestBody!.content['application/json']!.schema).toMatchObject({
      $ref: '#/components/schemas/Book',
    });
    expect(patch.parameters.map((parameter) => parameter.name)).toEqual(['id', 'dryRun']);
  });
});

describe('required_paths', () => {
  const shop = (paths: string) => `
// A shop.
service ShopService {
  // Closes the shop named in the scope.
  rpc Close(CloseRequest) returns (CloseResponse) {
    option (google.api.http) = { delete: "/api/v1/shop" };
  }
}
// Where.
message Where {
  // Shop name.
  string shop = 1 [(field_rules).example_json = '"corner"'];
  // Town.
  string town = 2 [(field_rules).example_json = '"Leeds"'];
}
// Request.
message CloseRequest {
  option (message_rules).required_paths = "${paths}";
  // Scope.
  Where where = 1;
}
// Response.
message CloseResponse {}
`;

  it('makes a nested query parameter required for one call only', () => {
    const parameters = generate(shop('where.shop'))['/api/v1/shop']!.delete!.parameters;
    expect(parameters.map((parameter) => `${parameter.name}:${parameter.required}`)).toEqual([
      'where.shop:true',
      'where.town:false',
    ]);
  });

  it('fails the build when it names no field path', () => {
    expect(failure(shop('where.street'))).toEqual([
      expect.stringMatching(
        /fixture\.proto:\d+:1: required_paths of CloseRequest names where\.street, which is not a field path of it$/,
      ),
    ]);
  });
});

describe('build errors name the file, the line and the problem', () => {
  it('a malformed proto', () => {
    const problems = failure('message Broken {\n  string name = 1\n}\n');
    expect(problems.join('\n')).toMatch(/fixture\.proto:8:\d+: .*/);
  });

  it('a call without an HTTP binding', () => {
    const problems = failure(`
// S.
service LonelyService {
  // No binding.
  rpc Ping(PingRequest) returns (PingResponse);
}
// Q.
message PingRequest {}
// R.
message PingResponse {}
`);
    expect(problems).toEqual([
      expect.stringMatching(
        /proto\/minder\/v1\/fixture\.proto:10:3: rpc LonelyService\.Ping has no google\.api\.http binding$/,
      ),
    ]);
  });

  it('a path variable that names no field', () => {
    const problems = failure(`
// S.
service LostService {
  // Wrong variable.
  rpc Find(FindRequest) returns (FindResponse) {
    option (google.api.http) = { get: "/api/v1/find/{missing}" };
  }
}
// Q.
message FindRequest {
  // Name.
  string name = 1 [(field_rules).example_json = '"x"'];
}
// R.
message FindResponse {}
`);
    expect(problems).toEqual([
      expect.stringMatching(
        /fixture\.proto:10:3: rpc LostService\.Find: path variable \{missing\} in \/api\/v1\/find\/\{missing\} names no field of FindRequest$/,
      ),
    ]);
  });

  it('a field without an example', () => {
    const folder = workspace(`
// S.
service QuietService {
  // Call.
  rpc Say(SayRequest) returns (SayResponse) {
    option (google.api.http) = { get: "/api/v1/say" };
  }
}
// Q.
message SayRequest {
  // Words.
  string words = 1;
}
// R.
message SayResponse {}
`);
    expect(() =>
      buildOpenApi(buildModel(loadApi(folder, folder)), { version: 'v1', serverUrl: 'https://x' }),
    ).toThrow(/fixture\.proto:17:3: SayRequest\.words needs an example/);
  });
});
