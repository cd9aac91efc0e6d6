/**
 * The site at ten times its size, for `npm run bench` (issue 19): how long a cold build takes, and
 * whether the first search query still fits its budget when the docs grow.
 *
 * A temporary folder gets the site's sources, with generated/ as `npm run generate` wrote it, and
 * nine variations of every page of each docs instance, in folders scale-1 to scale-9: the title says
 * which copy it is and a few words of its headings and prose change, so that the index does not
 * hold the same text ten times. Each sidebar gets a category per copy. Docusaurus builds the folder
 * from an empty cache: its node_modules links each installed package but has a .cache of its own.
 * The build is served with gzip (scripts/serve.ts) and the first query measured as bench/search.ts
 * measures it (bench/first-query.ts).
 *
 *   npx tsx bench/scale.ts
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
import { chromium } from '@playwright/test';
import { parse } from 'yaml';
import { indexFile, type IndexFile } from '../plugins/search-index/engine';
import { generatedDir, generatedPaths } from '../scripts/generated';
import { frontMatter, type FrontMatterValue } from '../scripts/mdx';
import { createSiteServer } from '../scripts/serve';
import { chromiumFlags, chromiumPath } from '../tests/chromium';
import { searchTargets } from './budgets';
import { firstVisitViewport } from './fetched';
import { firstQuery } from './first-query';
import { kilobytes, totalBytes } from './measure';

/** Nine copies of each page beside the page itself: ten times the pages. */
export const scaleCopies = 9;

/** The folders of the docs instances (docusaurus.config.ts), whose pages are copied. */
const docsFolders = [
  'docs',
  generatedPaths.restReference,
  generatedPaths.rulesReference,
  generatedPaths.cliReference,
];

/** What `docusaurus build` reads, besides the sidebars (`sidebars*.ts`). */
const siteSources = [
  'docs',
  generatedDir,
  'src',
  'plugins',
  'static',
  'scripts',
  'docusaurus.config.ts',
  'package.json',
  'tsconfig.json',
];

/**
 * Words the copies swap in headings and prose, in groups of a word's forms. Copy n swaps the groups
 * n - 1, n and n + 1 (modulo their number), so that each copy reads a little differently.
 */
const wordSwaps: readonly (readonly [string, string])[][] = [
  [
    ['repository', 'codebase'],
    ['repositories', 'codebases'],
  ],
  [
    ['profile', 'policy'],
    ['profiles', 'policies'],
  ],
  [
    ['project', 'workspace'],
    ['projects', 'workspaces'],
  ],
  [
    ['provider', 'host'],
    ['providers', 'hosts'],
  ],
  [
    ['rule', 'check'],
    ['rules', 'checks'],
  ],
  [
    ['create', 'add'],
    ['creates', 'adds'],
  ],
  [
    ['change', 'alter'],
    ['changes', 'alters'],
  ],
  [
    ['page', 'document'],
    ['pages', 'documents'],
  ],
  [
    ['command', 'instruction'],
    ['commands', 'instructions'],
  ],
];

/** What copy `copy` does to a piece of prose: swaps its words, keeping a capital letter. */
function wordSwapper(copy: number): (text: string) => string {
  const groups = [copy - 1, copy, copy + 1].map((group) => wordSwaps[group % wordSwaps.length]!);
  const swaps = new Map(groups.flat());
  const words = new RegExp(`\\b(${[...swaps.keys()].join('|')})\\b`, 'gi');
  return (text) =>
    text.replace(words, (word) => {
      const swapped = swaps.get(word.toLowerCase())!;
      return word[0] === word[0]!.toUpperCase() ? swapped[0]!.toUpperCase() + swapped.slice(1) : swapped;
    });
}

/** Parts of a line that stay as they are: inline code, link targets, JSX tags and expressions, URLs. */
const keptParts = /(`[^`]*`|\]\([^)]*\)|<[^>]*>|\{[^}]*\}|https?:\/\/[^\s)>\]]*)/;

function varyLine(line: string, swap: (text: string) => string, original: string): string {
  return (
    line
      .split(keptParts)
      // `split` with a capturing group puts the kept parts at the odd places.
      .map((part, index) => (index % 2 === 1 ? part.replace(/^\]\(#/, `](${original}#`) : swap(part)))
      .join('')
  );
}

/**
 * Copy `copy` of a page: its title says which copy it is and a few words of its headings and prose
 * change (not those of its code, link targets, JSX or imports). Its `slug` goes, as the copy lives
 * at a path of its own. Its headings change their anchors with their words, so a link to a heading
 * of the page itself goes to the original instead: `original` is the original's path relative to
 * the copy.
 */
export function varyPage(source: string, copy: number, original: string): string {
  const swap = wordSwapper(copy);
  const block = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(source);
  let head = '';
  if (block) {
    const fields = parse(block[1]!) as Record<string, FrontMatterValue>;
    delete fields.slug;
    if (typeof fields.title === 'string') fields.title = `${fields.title} (copy ${copy})`;
    head = `${frontMatter(fields)}\n`;
  }
  let fence: string | undefined;
  let inTag = false;
  const body = source
    .slice(block ? block[0].length : 0)
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker?.startsWith(fence)) fence = undefined;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      // The attributes of a JSX element opened on a line of its own, until the line that closes it.
      if (inTag) {
        inTag = !/>\s*$/.test(line);
        return line;
      }
      if (/^\s*<[A-Za-z][\w.]*\s*$/.test(line)) {
        inTag = true;
        return line;
      }
      if (/^\s*(import|export)\s/.test(line)) return line;
      return varyLine(line, swap, original);
    });
  return head + body.join('\n');
}

/**
 * `sidebar` with a category per copy, which lists the copy's folder; unchanged when the sidebar lists
 * the whole folder of its docs instance already, copies included. `name` says which sidebar it is.
 */
export function withCopies(
  sidebar: SidebarsConfig[string],
  copies: number,
  name: string,
): SidebarsConfig[string] {
  if (!Array.isArray(sidebar))
    throw new Error(`${name} is not a list of items, which bench/scale.ts can extend`);
  const listsAll = sidebar.some(
    (item) => typeof item === 'object' && item.type === 'autogenerated' && item.dirName === '.',
  );
  if (listsAll) return sidebar;
  return [
    ...sidebar,
    ...Array.from({ length: copies }, (_, index) => ({
      type: 'category' as const,
      label: `Copy ${index + 1}`,
      items: [{ type: 'autogenerated' as const, dirName: `scale-${index + 1}` }],
    })),
  ];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes the site at ten times its pages into `dest` (which must not exist) from the repository at
 * `root`, whose generated/ must be there; the number of pages written.
 */
export async function prepareScaleSite(root: string, dest: string, copies = scaleCopies): Promise<number> {
  if (!existsSync(join(root, generatedDir))) {
    throw new Error(
      `${join(root, generatedDir)} does not exist: the scale build copies the generated pages, run \`npm run generate\` first`,
    );
  }
  const sidebarFiles = readdirSync(root).filter((name) => /^sidebars.*\.ts$/.test(name));
  for (const source of [...siteSources, ...sidebarFiles]) {
    cpSync(join(root, source), join(dest, source), { recursive: true });
  }
  // Each package linked, but not node_modules itself, so that the bundler's cache (node_modules/.cache) starts empty.
  mkdirSync(join(dest, 'node_modules'));
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== '.cache') symlinkSync(join(root, 'node_modules', name), join(dest, 'node_modules', name));
  }

  let pages = 0;
  for (const folder of docsFolders) {
    for (const file of filesUnder(join(dest, folder))) {
      const page = /\.mdx?$/.test(file);
      if (page) pages += 1 + copies;
      for (let copy = 1; copy <= copies; copy += 1) {
        const target = join(dest, folder, `scale-${copy}`, relative(join(dest, folder), file));
        mkdirSync(dirname(target), { recursive: true });
        if (page) {
          writeFileSync(target, varyPage(readFileSync(file, 'utf8'), copy, relative(dirname(target), file)));
        } else {
          // Data the pages import, such as the JSON of the /ref/api pages.
          cpSync(file, target);
        }
      }
    }
  }

  for (const file of sidebarFiles) {
    const sidebars = ((await import(join(root, file))) as { default: SidebarsConfig }).default;
    const scaled = Object.fromEntries(
      Object.entries(sidebars).map(([id, items]) => [
        id,
        withCopies(items, copies, `${file}: the sidebar "${id}"`),
      ]),
    );
    writeFileSync(
      join(dest, file),
      `// ${file} with a category per copy of the pages, written by bench/scale.ts.\nexport default ${JSON.stringify(scaled, null, 2)};\n`,
    );
  }
  return pages;
}

export type ScaleCost = {
  /** Pages in the search index of the scale build. */
  pages: number;
  buildSeconds: number;
  /** Index, content files and engine code the first query fetches, apart from the DocSearch modal. */
  firstQueryBytes: number;
  firstQueryFiles: string[];
};

async function firstQueryCost(
  outDir: string,
): Promise<Pick<ScaleCost, 'firstQueryBytes' | 'firstQueryFiles'>> {
  const server = createSiteServer(outDir);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport: firstVisitViewport });
    const engine = (await firstQuery(await context.newPage(), origin)).filter((file) => file.engine);
    return {
      firstQueryBytes: totalBytes(engine),
      firstQueryFiles: engine.map((file) => `${file.path} ${file.bytes}`),
    };
  } finally {
    await browser.close();
    server.close();
  }
}

/** Builds the site at ten times its pages in a temporary folder, from `root`, and measures it. */
export async function measureScale(root = process.cwd()): Promise<ScaleCost> {
  const dest = mkdtempSync(join(tmpdir(), 'minder-scale-'));
  try {
    const site = join(dest, 'site');
    const written = await prepareScaleSite(root, site);
    console.log(`\nScale: building ${written} pages in ${site}`);
    const started = process.hrtime.bigint();
    const build = spawnSync('npx', ['docusaurus', 'build'], { cwd: site, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`docusaurus build of the scale site exited with ${build.status}`);
    const buildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    const outDir = join(site, 'build');
    const index = JSON.parse(readFileSync(join(outDir, indexFile), 'utf8')) as IndexFile;
    return { pages: index.pages.path.length, buildSeconds, ...(await firstQueryCost(outDir)) };
  } finally {
    rmSync(dest, { recursive: true, force: true });
  }
}

export function scaleSummary(cost: ScaleCost): string {
  return (
    `Scale (10x: ${cost.pages} pages): cold build ${cost.buildSeconds.toFixed(1)} s,` +
    ` first query ${kilobytes(cost.firstQueryBytes)} of index and engine`
  );
}

/** The targets the scale build misses, as sentences: the first query's, as on the site itself. */
export function missedScaleTargets(cost: ScaleCost): string[] {
  if (cost.firstQueryBytes <= searchTargets.maxFirstQueryBytes) return [];
  return [
    `scale: at ${cost.pages} pages the first query fetches ${cost.firstQueryBytes} bytes of index and engine,` +
      ` above ${kilobytes(searchTargets.maxFirstQueryBytes)}`,
  ];
}

if (require.main === module) {
  measureScale().then(
    (cost) => {
      console.log(`\n${scaleSummary(cost)}\n${cost.firstQueryFiles.join('\n')}`);
      const missed = missedScaleTargets(cost);
      if (missed.length > 0) {
        console.error(`\nMissed targets:\n${missed.map((line) => `- ${line}`).join('\n')}`);
        process.exitCode = 1;
      }
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
