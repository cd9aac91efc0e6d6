/**
 * /ref/schema: a hand-written page (docs/ref/schema.mdx) that imports the
 * generated tables and diagrams. The generator refuses a page that imports a
 * part it does not write, or leaves one out; the schema addresses the page
 * names in its examples are the ones the generator publishes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedPaths } from '../../../scripts/generated';
import { partialImportProblems, schemaPageFile } from '../../../scripts/schemas/page';
import { resources, schemaUrl } from '../../../scripts/schemas/resources';
import { root } from '../source-files';

const folder = generatedPaths.schemaPartials;
const names = ['addresses.mdx', 'fields-profile.mdx'];

describe('a page that imports generated parts', () => {
  it('passes when it imports each part once', () => {
    const text = names.map((name, index) => `import P${index} from '@site/${folder}/${name}';`).join('\n');
    expect(partialImportProblems('page.mdx', text, folder, names)).toEqual([]);
  });

  it('names the line of a part the generator does not write, and a part the page leaves out', () => {
    const text = `---\ntitle: x\n---\n\nimport A from '@site/${folder}/addresses.mdx';\nimport B from '@site/${folder}/fields-rule.mdx';\n`;
    expect(partialImportProblems('docs/ref/schema.mdx', text, folder, names)).toEqual([
      `docs/ref/schema.mdx:6: imports ${folder}/fields-rule.mdx, which the generator does not write (it writes addresses.mdx, fields-profile.mdx)`,
      `docs/ref/schema.mdx:1: does not import ${folder}/fields-profile.mdx, so the page would leave it out`,
    ]);
  });
});

describe('docs/ref/schema.mdx', () => {
  const text = readFileSync(join(root, schemaPageFile), 'utf8');

  it('names only schema addresses that the site publishes', () => {
    const published = new Set(resources.map(schemaUrl));
    const named = [...text.matchAll(/https?:\/\/[^\s"'`)]+\/schemas\/[\w-]+\.json/g)].map(
      (match) => match[0],
    );
    expect(named.length).toBeGreaterThanOrEqual(3);
    expect(named.filter((url) => !published.has(url))).toEqual([]);
  });
});
