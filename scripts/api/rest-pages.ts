/**
 * The pages of /ref/api, in generated-ref-api/ (gitignored):
 * - the overview (`minder-api.info.mdx`), from scripts/api/templates/rest-overview.mdx;
 * - one page per service, each operation a section with its own anchor;
 * - `schemas.mdx`, an index of every schema, linked to its fields in /ref/proto;
 * - `sidebar.json`, read by sidebars.api.ts.
 *
 * docusaurus-plugin-openapi-docs renders the operations: its generator only
 * runs as a Docusaurus CLI command, writes one page per operation (with our
 * section generator, rest-operation.ts) and keeps any page that already
 * exists, so the folder is emptied first. This module then gathers the
 * sections of each service into one page. One page per service rather than
 * per operation keeps the site's route table, which every page of the site
 * loads, about 270 entries smaller.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { escapeMdx } from '../mdx';
import { kebab, operationAnchor, operationMarker } from './rest-operation';

/** The docs folder of the `api` docs instance. */
export const restReferenceDir = 'generated-ref-api';
/** Where the `api` docs instance serves it (its routeBasePath). */
export const restReferenceRoute = '/ref/api';

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

function frontMatter(fields: Record<string, string | number | null>): string {
  // JSON strings are YAML strings.
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return ['---', ...lines, '---', ''].join('\n');
}

/** The body of each section the plugin wrote, by operation id. */
function readSections(dir: string): Map<string, string> {
  const sections = new Map<string, string>();
  const marker = new RegExp(`\\{/\\* ${operationMarker}: (\\S+) \\*/\\}`);
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.api.mdx'))) {
    const text = readFileSync(join(dir, name), 'utf8');
    const found = marker.exec(text);
    if (!found)
      throw new Error(`${join(dir, name)}: no "${operationMarker}" marker; is createApiPageMD set?`);
    // The section starts at its marker: the plugin's front matter and imports are dropped.
    sections.set(found[1], text.slice(found.index + found[0].length).trim());
    rmSync(join(dir, name));
  }
  return sections;
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

export function generateRestPages(
  root: string,
  services: RestService[],
  operations: RestOperation[],
  schemas: SchemaEntry[],
): { pages: number } {
  const dir = join(root, restReferenceDir);
  rmSync(dir, { recursive: true, force: true });
  // The docs plugin refuses to start without its folder, even for this command.
  mkdirSync(dir, { recursive: true });
  const docusaurus = createRequire(join(root, 'package.json')).resolve('@docusaurus/core/bin/docusaurus.mjs');
  const run = spawnSync(process.execPath, [docusaurus, 'gen-api-docs', 'all'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    throw new Error(`docusaurus gen-api-docs failed (exit ${run.status}):\n${run.stderr}${run.stdout}`);
  }
  const sections = readSections(dir);
  const missing = operations.filter((operation) => !sections.has(operation.operationId));
  const unknown = [...sections.keys()].filter(
    (id) => !operations.some((operation) => operation.operationId === id),
  );
  if (missing.length || unknown.length) {
    throw new Error(
      `docusaurus gen-api-docs wrote sections for ${sections.size} of ${operations.length} operations` +
        (missing.length ? `; missing: ${missing.map((o) => o.operationId).join(', ')}` : '') +
        (unknown.length ? `; not in the document: ${unknown.join(', ')}` : '') +
        `\n${run.stderr}`,
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
