/**
 * Compiles the API contract in api/ and writes
 *   generated/static/openapi.json and .yaml (served at /openapi.json and /openapi.yaml)
 *   generated/partials/proto.md (the body of /ref/proto, which docs/ref/proto.mdx imports)
 *   generated/ref-api/ (the /ref/api pages, from the OpenAPI document)
 * All outputs are gitignored. A problem in the contract stops with the file,
 * the line and what is wrong.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import { loadApi } from './load';
import { buildModel, type ApiModel } from './model';
import { buildOpenApi, openApiPath, operationId, type OpenApiDocument } from './openapi';
import { needsToken } from './curl';
import { anchor, buildProtoReference } from './proto-reference';
import { generatedPaths } from '../generated';
import { generateRestPages, type RestOperation, type SchemaEntry } from './rest-pages';
import { schemaName } from './schema';

export const outputs = {
  openApiJson: generatedPaths.openApiJson,
  openApiYaml: generatedPaths.openApiYaml,
  protoReference: generatedPaths.protoPartial,
  restReference: `${generatedPaths.restReference}/`,
};

/** The fields of an OpenAPI operation that the /ref/api pages need. */
type DocumentOperation = {
  summary: string;
  tags: string[];
  security?: Record<string, unknown>[];
};

/**
 * Every schema of the document for the /ref/api index: the messages and enums
 * of the contract link to /ref/proto; the two the generator adds (Any and the
 * error Status) are described by their schema.
 */
function schemaEntries(model: ApiModel, document: OpenApiDocument): SchemaEntry[] {
  const contract = new Map(
    [
      ...model.messages.map((desc) => ({ desc, kind: 'message' as const })),
      ...model.enums.map((desc) => ({ desc, kind: 'enum' as const })),
    ].map((entry) => [schemaName(entry.desc.typeName), entry]),
  );
  return Object.entries(document.components.schemas).map(([name, schema]) => {
    const entry = contract.get(name);
    if (entry) {
      const { desc, kind } = entry;
      return { name, kind, href: `/ref/proto#${anchor(desc.typeName)}`, description: model.comment(desc) };
    }
    return {
      name,
      kind: 'message',
      description: String((schema as { description?: string }).description ?? ''),
    };
  });
}

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

export async function generateApi(root = process.cwd()): Promise<{
  model: ApiModel;
  operations: number;
  contractMilliseconds: number;
  pagesMilliseconds: number;
}> {
  const started = performance.now();
  const model = buildModel(loadApi(join(root, 'api'), root));
  const document = buildOpenApi(model, { version: 'v1', serverUrl: 'https://api.custcodian.dev' });
  write(root, outputs.openApiJson, `${JSON.stringify(document, null, 2)}\n`);
  write(root, outputs.openApiYaml, stringify(document, { lineWidth: 0 }));
  const bindings = new Map<string, string[]>();
  for (const call of model.calls) {
    bindings.set(
      `${call.service.typeName}.${call.method.name}`,
      call.bindings.map((binding) => `${binding.verb.toUpperCase()} ${openApiPath(binding)}`),
    );
  }
  write(
    root,
    outputs.protoReference,
    buildProtoReference(model, (key) => bindings.get(key) ?? []),
  );
  // In the order of the contract: each service's methods as the proto lists
  // them, each with its bindings in order.
  const paths = document.paths as Record<string, Record<string, DocumentOperation>>;
  const operations: RestOperation[] = model.calls.flatMap((call) =>
    call.bindings.map((binding, index) => {
      const operation = paths[openApiPath(binding)]![binding.verb]!;
      return {
        operationId: operationId(call, index),
        summary: operation.summary,
        method: binding.verb,
        tag: operation.tags[0]!,
        token: needsToken({
          method: binding.verb,
          path: '',
          security: operation.security ?? (document.security as DocumentOperation['security']),
        }),
      };
    }),
  );
  const contractDone = performance.now();
  await generateRestPages(
    root,
    (document.tags as { name: string; description?: string }[]).map((tag) => ({
      name: tag.name,
      description: tag.description ?? '',
    })),
    operations,
    schemaEntries(model, document),
  );
  return {
    model,
    operations: operations.length,
    contractMilliseconds: contractDone - started,
    pagesMilliseconds: performance.now() - contractDone,
  };
}
