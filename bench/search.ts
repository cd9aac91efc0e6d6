/**
 * The cost of embedded search, for `npm run bench` (issue 4):
 * - the index build, timed on the built site with the code of the build's
 *   postBuild step;
 * - the bytes the first query fetches (the records and headings tier of the
 *   index, the content of the records shown and the engine's code) apart from
 *   the DocSearch modal's own code, and what a later query fetches (the text
 *   tier, the first time, and content);
 * - keystroke to rendered results, over the relevance set, with the index
 *   loaded: the time from the last key of each query to the first change of
 *   the results that follows it, painted.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { searchIndexOptions } from '../plugins/search-index/site';
import { siteRecords } from '../plugins/search-index';
import { buildIndex, indexFile, textFile } from '../plugins/search-index/engine';
import { relevanceSet } from '../tests/e2e/search-relevance';
import { searchTargets } from './budgets';
import { fetchedDuring, firstVisitViewport } from './fetched';
import { firstQuery, showResults } from './first-query';
import { median, totalBytes } from './measure';

export type SearchCost = {
  records: number;
  pages: number;
  indexBuildMs: number;
  /** The records and the headings tier, which the first query loads. */
  indexGzipBytes: number;
  /** The text tier, which loads with the second query. */
  textGzipBytes: number;
  contentGzipBytes: number;
  firstQuery: { engineAndDataBytes: number; modalBytes: number; files: string[] };
  laterQueryBytes: number;
  keystrokeMs: { median: number; p95: number; samples: number };
};

/** The route path of every HTML page of a build. */
function builtRoutes(outDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'assets' && name !== 'search') walk(path);
      } else if (name.endsWith('.html')) {
        const route = `/${relative(outDir, path).replace(/\.html$/, '')}`;
        routes.push(route === '/index' ? '/' : route);
      }
    }
  };
  walk(outDir);
  return routes;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function indexBuild(outDir: string) {
  const started = process.hrtime.bigint();
  const records = await siteRecords(outDir, builtRoutes(outDir), searchIndexOptions);
  const { index, contents } = buildIndex(records);
  const indexBuildMs = Number(process.hrtime.bigint() - started) / 1e6;
  return {
    records: records.length,
    pages: index.pages.path.length,
    indexBuildMs,
    indexGzipBytes: gzipSync(readFileSync(join(outDir, indexFile))).length,
    textGzipBytes: gzipSync(readFileSync(join(outDir, textFile))).length,
    contentGzipBytes: contents.reduce((sum, content) => sum + gzipSync(JSON.stringify(content)).length, 0),
  };
}

async function keystrokeLatency(page: Page, query: string): Promise<number> {
  await page.locator('.DocSearch-Input').fill('');
  await page.waitForFunction(() => !document.querySelector('.DocSearch-Hit'));
  await showResults(page, query.slice(0, -1));
  await page.waitForTimeout(100);
  await page.evaluate(() => {
    const input = document.querySelector('.DocSearch-Input')!;
    const dropdown = document.querySelector('.DocSearch-Dropdown')!;
    (window as unknown as { latency: Promise<number> }).latency = new Promise((resolve) => {
      let pressed = 0;
      input.addEventListener('keydown', () => (pressed = performance.now()), { once: true });
      const observer = new MutationObserver(() => {
        if (!pressed) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - pressed), 0));
      });
      observer.observe(dropdown, { childList: true, subtree: true, characterData: true });
      setTimeout(() => resolve(Number.NaN), 3000);
    });
  });
  await page.keyboard.type(query.slice(-1));
  return page.evaluate(() => (window as unknown as { latency: Promise<number> }).latency);
}

export async function measureSearch(browser: Browser, origin: string, outDir: string): Promise<SearchCost> {
  const built = await indexBuild(outDir);
  const context = await browser.newContext({ viewport: firstVisitViewport });
  const page = await context.newPage();
  try {
    const first = await firstQuery(page, origin);
    const later = await fetchedDuring(page, origin, () => showResults(page, 'remediation pull request'));
    const samples: number[] = [];
    for (const { query } of relevanceSet) {
      const latency = await keystrokeLatency(page, query);
      if (!Number.isNaN(latency)) samples.push(latency);
    }
    return {
      ...built,
      firstQuery: {
        engineAndDataBytes: totalBytes(first.filter((file) => file.engine)),
        modalBytes: totalBytes(first.filter((file) => !file.engine)),
        files: first.map((file) => `${file.path} ${file.bytes}${file.engine ? ' (engine or index)' : ''}`),
      },
      laterQueryBytes: totalBytes(later),
      keystrokeMs: { median: median(samples), p95: percentile(samples, 95), samples: samples.length },
    };
  } finally {
    await context.close();
  }
}

export function missedSearchTargets(cost: SearchCost): string[] {
  const missed: string[] = [];
  if (cost.firstQuery.engineAndDataBytes > searchTargets.maxFirstQueryBytes)
    missed.push(
      `search: the first query fetches ${cost.firstQuery.engineAndDataBytes} bytes of index and engine`,
    );
  if (cost.keystrokeMs.median > searchTargets.maxMedianMs)
    missed.push(`search: keystroke to results median ${cost.keystrokeMs.median.toFixed(1)} ms`);
  if (cost.keystrokeMs.p95 > searchTargets.maxP95Ms)
    missed.push(`search: keystroke to results 95th percentile ${cost.keystrokeMs.p95.toFixed(1)} ms`);
  if (cost.indexBuildMs > searchTargets.maxIndexBuildMs)
    missed.push(`search: the index build takes ${Math.round(cost.indexBuildMs)} ms`);
  if (cost.keystrokeMs.samples < relevanceSet.length / 2)
    missed.push(`search: only ${cost.keystrokeMs.samples} keystrokes could be timed`);
  return missed;
}
