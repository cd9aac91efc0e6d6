/**
 * `npm run bench`: how fast the site builds and how light and quick its pages are.
 *
 * 1. Cold build, as `npm run build` does it but timed in parts, so the
 *    generators run once: `docusaurus clear`, every generator (the command
 *    tree, the API contract and /ref/api pages, the schemas, the rules), then
 *    `docusaurus build`.
 * 2. The build is served on loopback by scripts/serve.ts (gzip, as a static
 *    host serves it; the server runs in a child process because Lighthouse
 *    runs synchronously below). For each page measured, a fresh browser
 *    context loads it once and the JavaScript, CSS and HTML it fetches are
 *    summed as gzip bytes (what a first visit costs on the wire).
 * 3. Lighthouse (mobile, performance only) runs three times per page with
 *    Debian's Chromium; the median score and total blocking time are reported.
 * 4. Embedded search (bench/search.ts), and the first search of a visit on a
 *    simulated phone (bench/phone-search.ts).
 * 5. Last, once the figures above are taken, the site at ten times its pages
 *    (bench/scale.ts): its cold build time and the bytes of its first search
 *    query.
 *
 * The table goes to stdout and the figures to bench/results/latest.json. The
 * exit code is 1 when a page misses its target (issue 2; issue 3 for /ref/api).
 * The pages and their targets are those of bench/budgets.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../tests/chromium';
import { generateAll, type GenerateReport } from '../scripts/generate';
import { jsTargets, pageBudgets } from './budgets';
import { firstVisit, firstVisitViewport } from './fetched';
import { measureScale, missedScaleTargets, scaleSummary } from './scale';
import { measureSearch, missedSearchTargets, type SearchCost } from './search';
import {
  describePhoneSearch,
  maxMedianTapToHitsMs,
  measurePhoneSearch,
  type PhoneSearch,
} from './phone-search';
import { kilobytes, median, missedTargets, weightOf, type PageResult, type Weight } from './measure';

const port = 3211;
const origin = `http://127.0.0.1:${port}`;
const pages = pageBudgets.map((page) => page.path);
const lighthouseRunCount = 3;

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
  }
}

/** `npm run build` from a cleared cache: the generator's times, and the seconds of both parts. */
async function coldBuild(): Promise<{ generator: GenerateReport['milliseconds']; buildSeconds: number }> {
  run('npx', ['docusaurus', 'clear']);
  const started = process.hrtime.bigint();
  const generator = (await generateAll()).milliseconds;
  run('npx', ['docusaurus', 'build']);
  return { generator, buildSeconds: Number(process.hrtime.bigint() - started) / 1e9 };
}

async function serve(): Promise<ChildProcess> {
  const server = spawn('npx', ['tsx', 'scripts/serve.ts', '--host', '127.0.0.1', '--port', String(port)], {
    stdio: 'ignore',
    detached: true,
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(origin)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The build did not come up on ${origin}`);
}

async function firstVisitWeights(): Promise<Map<string, Weight>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const weights = new Map<string, Weight>();
  try {
    for (const path of pages) {
      const context = await browser.newContext({ viewport: firstVisitViewport });
      weights.set(path, weightOf(await firstVisit(await context.newPage(), origin, path)));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}

/**
 * Lighthouse runs through its command line in a child process: under tsx, the
 * functions Lighthouse sends into the page carry esbuild's `__name` helper,
 * which does not exist there.
 */
function lighthouseRun(url: string): { score: number; blockingMs: number } {
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--ignore-status-code',
      `--chrome-flags=${['--headless=new', ...chromiumFlags].join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (result.status !== 0) {
    throw new Error(`Lighthouse failed on ${url}: ${result.stderr}`);
  }
  const report = JSON.parse(result.stdout) as {
    categories: { performance?: { score: number | null } };
    audits: Record<string, { numericValue?: number } | undefined>;
  };
  const score = report.categories.performance?.score;
  const blockingMs = report.audits['total-blocking-time']?.numericValue;
  if (score === null || score === undefined || blockingMs === undefined) {
    throw new Error(`Lighthouse gave no performance score or total blocking time for ${url}`);
  }
  return { score: Math.round(score * 100), blockingMs };
}

function lighthouseRuns(): Map<string, { score: number; blockingMs: number }[]> {
  return new Map(
    pages.map((path) => [
      path,
      Array.from({ length: lighthouseRunCount }, () => lighthouseRun(origin + path)),
    ]),
  );
}

async function main(): Promise<void> {
  const { generator, buildSeconds } = await coldBuild();
  const server = await serve();
  let results: PageResult[];
  let search: SearchCost;
  let phone: PhoneSearch;
  try {
    const weights = await firstVisitWeights();
    const runs = lighthouseRuns();
    results = pages.map((path) => ({
      path,
      weight: weights.get(path)!,
      scores: runs.get(path)!.map((run) => run.score),
      blockingMs: runs.get(path)!.map((run) => Math.round(run.blockingMs)),
    }));
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      search = await measureSearch(browser, origin, 'build');
      phone = await measurePhoneSearch(browser, origin);
    } finally {
      await browser.close();
    }
  } finally {
    process.kill(-server.pid!);
  }

  console.log(
    `\nGenerators: API contract ${Math.round(generator.contract)} ms,` +
      ` /ref/api pages ${Math.round(generator.apiPages)} ms, /ref/cli ${Math.round(generator.cli)} ms,` +
      ` schemas and /ref/schema ${Math.round(generator.schemas)} ms, /ref/rules ${Math.round(generator.rules)} ms`,
  );
  console.log(`Cold build: ${buildSeconds.toFixed(1)} s\n`);
  console.table(
    Object.fromEntries(
      results.map((result) => [
        result.path,
        {
          'JS (gzip)': kilobytes(result.weight.js),
          'CSS (gzip)': kilobytes(result.weight.css),
          'HTML (gzip)': kilobytes(result.weight.html),
          'Lighthouse mobile (median)': median(result.scores),
          runs: result.scores.join(' '),
          'TBT ms (median)': median(result.blockingMs),
        },
      ]),
    ),
  );

  console.log(
    `\nSearch: ${search.records} records from ${search.pages} pages; index built in ${Math.round(search.indexBuildMs)} ms;` +
      ` index ${kilobytes(search.indexGzipBytes)} gzip (records and headings) + ${kilobytes(search.textGzipBytes)} (text),` +
      ` page contents ${kilobytes(search.contentGzipBytes)} gzip in all`,
  );
  console.log(
    `First query: ${kilobytes(search.firstQuery.engineAndDataBytes)} of index and engine,` +
      ` ${kilobytes(search.firstQuery.modalBytes)} of DocSearch modal; a later query: ${kilobytes(search.laterQueryBytes)}`,
  );
  console.log(
    `Keystroke to results: median ${search.keystrokeMs.median.toFixed(1)} ms,` +
      ` 95th percentile ${search.keystrokeMs.p95.toFixed(1)} ms (${search.keystrokeMs.samples} queries)`,
  );
  for (const line of describePhoneSearch(phone)) console.log(line);

  // After the figures above are printed: it takes minutes, and it builds in a folder of its own.
  const scale = await measureScale();
  console.log(`\n${scaleSummary(scale)}`);

  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/latest.json',
    `${JSON.stringify({ date: new Date().toISOString(), generator, buildSeconds, results, search, phone, scale }, null, 2)}\n`,
  );

  const missed = [
    // `results` follows `pageBudgets`, whose paths `pages` lists.
    ...results.flatMap((result, index) => missedTargets(result, pageBudgets[index]!)),
    ...missedSearchTargets(search),
    ...(phone.afterReading.medianTapToHitsMs > maxMedianTapToHitsMs
      ? [
          `first search on a simulated phone: hits ${phone.afterReading.medianTapToHitsMs} ms after the tap (median), above ${maxMedianTapToHitsMs} ms`,
        ]
      : []),
    ...missedScaleTargets(scale),
  ];
  if (missed.length > 0) {
    console.error(`\nMissed targets:\n${missed.map((line) => `- ${line}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    const { site, apiReference, playground } = jsTargets;
    console.log(
      `\nEvery target is met (performance >= ${site.minScore}, total blocking time <= ${site.maxBlockingMs} ms;` +
        ` JavaScript <= ${site.maxJsBytes / 1024} KB gzip,` +
        ` ${apiReference.maxJsBytes / 1024} KB on /ref/api, ${playground.maxJsBytes / 1024} KB on the rule playground;` +
        ` search, at the site's size and at ten times it).`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
