/**
 * The pages of /ref/api: docusaurus-plugin-openapi-docs turns the OpenAPI
 * document into one MDX page per operation, per service and per schema, plus
 * the sidebar. Its generator only runs as a Docusaurus CLI command, and it
 * keeps any page that already exists, so the folder is emptied first.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The docs folder of the `api` docs instance (gitignored). */
export const restReferenceDir = 'generated-ref-api';

export function generateRestPages(root: string, operations: number): { pages: number } {
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
  const pages = readdirSync(dir).filter((name) => name.endsWith('.api.mdx')).length;
  if (pages !== operations) {
    throw new Error(
      `docusaurus gen-api-docs wrote ${pages} operation pages for ${operations} operations:\n${run.stderr}`,
    );
  }
  return { pages };
}
