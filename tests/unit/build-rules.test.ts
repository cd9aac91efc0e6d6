/**
 * The build rules of docusaurus.config.ts, proved on a throwaway site: a
 * temporary folder with one fixture page, built with the real Docusaurus and
 * the real config's rules. No broken page ever lives in the repository.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const sites: string[] = [];

afterAll(() => {
  for (const site of sites) rmSync(site, { recursive: true, force: true });
});

/** Builds a site made of `files` (paths under the site folder) and returns the outcome. */
function buildSite(files: Record<string, string>): { status: number | null; output: string } {
  const site = mkdtempSync(join(tmpdir(), 'minder-build-rules-'));
  sites.push(site);
  symlinkSync(join(root, 'node_modules'), join(site, 'node_modules'), 'dir');
  const config = `import site from ${JSON.stringify(join(root, 'docusaurus.config.ts'))};
export default {
  title: 'Build rules fixture',
  url: 'http://localhost',
  baseUrl: '/',
  onBrokenLinks: site.onBrokenLinks,
  onBrokenAnchors: site.onBrokenAnchors,
  markdown: site.markdown,
  future: site.future,
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, pages: false, sitemap: false }]],
};
`;
  const all = { 'docusaurus.config.ts': config, 'docs/index.md': '# Fixture home\n\nThe start.\n', ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(site, path)), { recursive: true });
    writeFileSync(join(site, path), text);
  }
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'],
    {
      cwd: site,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    },
  );
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('build rules', { timeout: 180_000 }, () => {
  it('a page with a broken link aborts the build, naming the page and the link', () => {
    const { status, output } = buildSite({
      'docs/guide.md': '# Guide\n\nSee [the missing page](/no-such-page).\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain('Docusaurus found broken links!');
    expect(output).toMatch(/Broken link on source page path = \/guide:\s*\n\s*-> linking to \/no-such-page/);
  });

  it('a page with a broken image aborts the build, naming the file and the image', () => {
    const { status, output } = buildSite({
      'docs/pictures.md': '# Pictures\n\n![A diagram](./img/missing.png)\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain(
      'Markdown image with URL `./img/missing.png` in source file "docs/pictures.md" (3:1) couldn\'t be resolved to an existing local image file.',
    );
  });

  it('a broken Markdown link warns, naming the file, the line and the link', () => {
    const { status, output } = buildSite({
      'docs/notes.md': '# Notes\n\nRead [the missing file](./missing.md) next.\n',
    });
    expect(output).toContain(
      '[WARNING] Markdown link with URL `./missing.md` in source file "docs/notes.md" (3:6) couldn\'t be resolved.',
    );
    // The warning is not the last word: the link is left as written, and the
    // broken-link check that runs on every rendered page still stops the build,
    // so a dead link never ships.
    expect(output).toMatch(/Broken link on source page path = \/notes:\s*\n\s*-> linking to \.\/missing\.md/);
    expect(status).not.toBe(0);
  });

  it('the fixture site builds when nothing is broken', () => {
    const { status, output } = buildSite({
      'docs/fine.md': '# Fine\n\nBack to [the start](./index.md).\n',
    });
    expect(output).not.toContain('[WARNING] Markdown link');
    expect(status).toBe(0);
  });
});
