/**
 * The resource schemas: generated/static/schemas/<id>.json (served at
 * /schemas/<id>.json) and the /ref/schema page (docs/ref/schema.mdx). Both are gitignored.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiModel } from '../api/model';
import { generatedPaths } from '../generated';
import type { Schema } from '../api/schema';
import { dataModelDiagrams } from './data-model';
import { schemaPage } from './page';
import { resources, resourceSchema, type Resource } from './resources';

export const schemaOutputs = { schemas: `${generatedPaths.schemas}/`, page: 'docs/ref/schema.mdx' };

export function generateSchemas(root: string, model: ApiModel): Map<Resource['id'], Schema> {
  const schemas = resources.map((resource) => ({ resource, schema: resourceSchema(model, resource) }));
  mkdirSync(join(root, schemaOutputs.schemas), { recursive: true });
  for (const { resource, schema } of schemas)
    writeFileSync(
      join(root, schemaOutputs.schemas, `${resource.id}.json`),
      `${JSON.stringify(schema, null, 2)}\n`,
    );
  writeFileSync(join(root, schemaOutputs.page), schemaPage(root, schemas, dataModelDiagrams(model)));
  return new Map(schemas.map(({ resource, schema }) => [resource.id, schema]));
}
