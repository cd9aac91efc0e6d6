/**
 * The resource schemas: generated/static/schemas/<id>.json (served at
 * /schemas/<id>.json), and the generated parts of the /ref/schema page
 * (generated/partials/schema/), which docs/ref/schema.mdx imports.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiModel } from '../api/model';
import type { Schema } from '../api/schema';
import { generatedPaths } from '../generated';
import { SourceError } from '../yaml-source';
import { dataModelDiagrams } from './data-model';
import { partialImportProblems, schemaPageFile, schemaPartials } from './page';
import { resources, resourceSchema, type Resource } from './resources';

export const schemaOutputs = {
  schemas: `${generatedPaths.schemas}/`,
  partials: `${generatedPaths.schemaPartials}/`,
};

export function generateSchemas(root: string, model: ApiModel): Map<Resource['id'], Schema> {
  const schemas = resources.map((resource) => ({ resource, schema: resourceSchema(model, resource) }));
  const partials = schemaPartials(schemas, dataModelDiagrams(model));
  const problems = partialImportProblems(
    schemaPageFile,
    readFileSync(join(root, schemaPageFile), 'utf8'),
    generatedPaths.schemaPartials,
    [...partials.keys()],
  );
  if (problems.length > 0) throw new SourceError(problems);
  mkdirSync(join(root, schemaOutputs.schemas), { recursive: true });
  for (const { resource, schema } of schemas)
    writeFileSync(
      join(root, schemaOutputs.schemas, `${resource.id}.json`),
      `${JSON.stringify(schema, null, 2)}\n`,
    );
  mkdirSync(join(root, schemaOutputs.partials), { recursive: true });
  for (const [name, text] of partials) writeFileSync(join(root, schemaOutputs.partials, name), text);
  return new Map(schemas.map(({ resource, schema }) => [resource.id, schema]));
}
