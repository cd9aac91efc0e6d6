/**
 * `npm run generate`: compiles the API contract in api/ and writes
 *   static/openapi.json and static/openapi.yaml (served at /openapi.json and /openapi.yaml)
 *   docs/ref/proto.md (the /ref/proto page)
 *   generated-ref-api/ (the /ref/api pages, from static/openapi.json)
 * All outputs are gitignored. A problem in the contract stops with the file,
 * the line and what is wrong.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { stringify } from 'yaml';
import { ApiError, loadApi } from './load';
import { buildModel } from './model';
import { buildOpenApi, openApiPath } from './openapi';
import { buildProtoReference } from './proto-reference';
import { generateRestPages, restReferenceDir } from './rest-pages';

export const outputs = {
  openApiJson: 'static/openapi.json',
  openApiYaml: 'static/openapi.yaml',
  protoReference: 'docs/ref/proto.md',
  restReference: `${restReferenceDir}/`,
};

function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

export function generateApi(root = process.cwd()): {
  operations: number;
  contractMilliseconds: number;
  pagesMilliseconds: number;
} {
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
  const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
  const contractDone = performance.now();
  generateRestPages(root, operations);
  return {
    operations,
    contractMilliseconds: contractDone - started,
    pagesMilliseconds: performance.now() - contractDone,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { operations, contractMilliseconds, pagesMilliseconds } = generateApi();
    console.log(
      `[api] ${operations} operations: wrote ${Object.values(outputs).join(', ')}` +
        ` (contract ${Math.round(contractMilliseconds)} ms, /ref/api pages ${Math.round(pagesMilliseconds)} ms)`,
    );
  } catch (error) {
    if (error instanceof ApiError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
