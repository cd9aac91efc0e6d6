/**
 * The pages of /ref/api, in generated/ref-api/:
 * - the overview (`minder-api.info.mdx`), from scripts/api/templates/rest-overview.mdx;
 * - one page per service, each operation a section with its own anchor;
 * - `schemas.mdx`, an index of every schema, linked to its fields in /ref/proto;
 * - `sidebar.json`, read by sidebars.api.ts.
 *
 * docusaurus-plugin-openapi-docs renders the operations, called in this
 * process: its reader resolves the OpenAPI document into one item per
 * operation, and our section generator (rest-operation.ts) turns each item
 * into MDX with the plugin's own pieces, whose large props go to JSON files
 * beside the page, as the plugin's `gen-api-docs` command writes them. One
 * page per service rather than per operation keeps the site's route table,
 * which every page of the site loads, about 270 entries smaller.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedPaths, restReferenceRoute } from '../generated';
import { escapeMdx, frontMatter } from '../mdx';
import { createOperationSection, kebab, operationAnchor, type OperationPage } from './rest-operation';

/** The overview's template: its front matter and text, with `{{{markdown}}}` for what the plugin writes from the document's `info`. */
export const overviewTemplate = 'scripts/api/templates/rest-overview.mdx';

export type RestOperation = {
  operationId: string;
  summary: string;
  method: string;
  tag: string;
  /** Whether the call needs a bearer token. */
  token: boolean;
};
export type RestService = { name: string; description: string };
/** A schema of the document; `href` is its entry in /ref/proto, if it has one. */
export type SchemaEntry = { name: string; kind: 'message' | 'enum'; href?: string; description: string };

type SidebarItem =
  | { type: 'doc'; id: string; label?: string }
  | { type: 'link'; label: string; href: string; className: string }
  | { type: 'category'; label: string; link: { type: 'doc'; id: string }; items: SidebarItem[] };

const sectionImports = [
  'import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";',
  'import ParamsDetails from "@theme/ParamsDetails";',
  'import RequestSchema from "@theme/RequestSchema";',
  'import StatusCodes from "@theme/StatusCodes";',
  'import Heading from "@theme/Heading";',
  'import RequestExample from "@site/src/components/RequestExample";',
];

/** The first sentence of the first paragraph, on one line. */
export function firstSentence(text: string): string {
  const paragraph = text
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ');
  const end = /\.(\s|$)/.exec(paragraph);
  return end ? paragraph.slice(0, end.index + 1) : paragraph;
}

export function servicePage(
  service: RestService,
  operations: RestOperation[],
  sections: Map<string, string>,
): string {
  return [
    frontMatter({
      id: kebab(service.name),
      title: service.name,
      description: firstSentence(service.description),
      toc_max_heading_level: 2,
      custom_edit_url: null,
    }),
    '',
    ...sectionImports,
    '',
    escapeMdx(service.description.trim()),
    '',
    operations.some((operation) => operation.token)
      ? 'Each call below has an example request for `curl`. The examples read an access token from `MINDER_TOKEN`; set it first, for example with `export MINDER_TOKEN=$(minder auth token)`.'
      : 'Each call below has an example request for `curl`.',
    '',
    ...operations.map((operation) => sections.get(operation.operationId)!),
    '',
  ].join('\n');
}

export function schemasPage(schemas: SchemaEntry[]): string {
  const rows = [...schemas]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      (schema) =>
        `| ${schema.href ? `[${schema.name}](${schema.href})` : `\`${schema.name}\``} | ${schema.kind} | ${escapeMdx(schema.href ? firstSentence(schema.description) : schema.description, true)} |`,
    );
  return [
    frontMatter({
      id: 'schemas',
      title: 'Schemas',
      description:
        'Every schema of the Minder REST API: request and response messages, shared types and enums, with links to their fields.',
    }),
    '',
    `The OpenAPI document names ${schemas.length} schemas: the request and response of each call, the types they share, and the enumerations. The pages of each service show them in place, field by field, under each call's request body and responses. This index lists them all. Each name links to its entry in the [protocol reference](/ref/proto), which gives every field with its JSON name, type and rules, or every value of an enumeration; the types that come from Google's shared protobuf definitions are described here instead.`,
    '',
    // Search leaves the list out: each schema is a section of /ref/proto.
    '<div data-search-exclude="true">',
    '',
    '| Schema | Kind | Description |',
    '| --- | --- | --- |',
    ...rows,
    '',
    '</div>',
    '',
  ].join('\n');
}

/** Fills the `{{{name}}}` slots of a template; a slot without a value, or a value without a slot, is an error. */
export function fillTemplate(file: string, template: string, values: Record<string, string>): string {
  const slots = new Set([...template.matchAll(/\{\{\{(\w+)\}\}\}/g)].map((match) => match[1]!));
  const unfilled = [...slots].filter((slot) => !(slot in values));
  const unused = Object.keys(values).filter((key) => !slots.has(key));
  if (unfilled.length || unused.length)
    throw new Error(
      `${file}: ${[
        unfilled.length ? `no value for {{{${unfilled.join('}}}, {{{')}}}}` : '',
        unused.length ? `no slot for ${unused.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ')}`,
    );
  return template.replace(/\{\{\{(\w+)\}\}\}/g, (_slot, name: string) => values[name]!);
}

type Item =
  | (OperationPage & { type: 'api'; id: string })
  | { type: 'info'; id: string }
  | { type: 'tag' | 'schema'; id: string };

export async function generateRestPages(
  root: string,
  services: RestService[],
  operations: RestOperation[],
  schemas: SchemaEntry[],
): Promise<{ pages: number }> {
  const dir = join(root, generatedPaths.restReference);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Loaded here, not at the top: the plugin's reader brings a large module graph that only this step needs.
  const [{ createInfoPageMD }, { runWithExternalization }, { processOpenapiFiles, readOpenapiFiles }] =
    await Promise.all([
      import('docusaurus-plugin-openapi-docs/lib/markdown'),
      import('docusaurus-plugin-openapi-docs/lib/markdown/utils'),
      import('docusaurus-plugin-openapi-docs/lib/openapi'),
    ]);
  const [items] = (await processOpenapiFiles(
    await readOpenapiFiles(join(root, generatedPaths.openApiJson)),
    { specPath: generatedPaths.openApiJson, outputDir: generatedPaths.restReference },
    {},
  )) as unknown as [Item[]];

  const sections = new Map<string, string>();
  let overview: string | undefined;
  for (const item of items) {
    if (item.type === 'api') {
      // The body, parameter and response props go to `<item id>.<Component>.json` beside the page.
      const { result, files } = runWithExternalization(item.id, () => createOperationSection(item));
      for (const file of files) writeFileSync(join(dir, file.filename), file.content);
      sections.set(item.api.operationId, result);
    } else if (item.type === 'info') {
      overview = fillTemplate(overviewTemplate, readFileSync(join(root, overviewTemplate), 'utf8'), {
        markdown: createInfoPageMD(item as unknown as Parameters<typeof createInfoPageMD>[0]),
      });
      writeFileSync(join(dir, 'minder-api.info.mdx'), overview);
    }
  }
  if (overview === undefined) throw new Error('The OpenAPI document gave no overview page (its `info`).');
  const missing = operations.filter((operation) => !sections.has(operation.operationId));
  const unknown = [...sections.keys()].filter(
    (id) => !operations.some((operation) => operation.operationId === id),
  );
  if (missing.length || unknown.length) {
    throw new Error(
      `docusaurus-plugin-openapi-docs read ${sections.size} of ${operations.length} operations` +
        (missing.length ? `; missing: ${missing.map((o) => o.operationId).join(', ')}` : '') +
        (unknown.length ? `; not in the contract: ${unknown.join(', ')}` : ''),
    );
  }

  const sidebar: SidebarItem[] = [{ type: 'doc', id: 'minder-api', label: 'Overview' }];
  for (const service of services) {
    const own = operations.filter((operation) => operation.tag === service.name);
    if (!own.length) throw new Error(`Service ${service.name} has no operations in the OpenAPI document.`);
    const id = kebab(service.name);
    writeFileSync(join(dir, `${id}.mdx`), servicePage(service, own, sections));
    sidebar.push({
      type: 'category',
      label: service.name,
      link: { type: 'doc', id },
      items: own.map((operation) => ({
        type: 'link',
        label: operation.summary,
        href: `${restReferenceRoute}/${id}#${operationAnchor(operation.operationId)}`,
        className: `api-method ${operation.method}`,
      })),
    });
  }
  writeFileSync(join(dir, 'schemas.mdx'), schemasPage(schemas));
  sidebar.push({ type: 'doc', id: 'schemas' });
  writeFileSync(join(dir, 'sidebar.json'), `${JSON.stringify(sidebar, null, 2)}\n`);
  return { pages: services.length + 2 };
}
