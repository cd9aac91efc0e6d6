/**
 * The first search of a visit on a simulated phone (issue 19): Chromium with its CPU four times
 * slower, 150 ms of round trip and 1.6 Mbps down (Lighthouse's slow 4G). Each visit opens `/` in a
 * fresh context, taps the search button and types "profile"; it reports the time from the tap to
 * the open modal and to the hits of the whole query, and what the wait was spent on: the modal's
 * code, the engine and index files, and the content files of the hits, by when the last of each
 * arrived (from the network or from the cache).
 *
 * Two moments of the tap:
 * - `afterReading`: the reader looks at the page for a few seconds first, as readers do before they
 *   search; by then the page has prefetched what the search needs (src/theme/SearchBar/chunks.ts).
 * - `atOnce`: the tap comes as soon as the page has hydrated, before the prefetch; everything loads
 *   from the tap, side by side.
 *
 * `npx tsx bench/phone-search.ts` serves build/ itself; `npm run bench` calls `measurePhoneSearch`.
 */
import { spawn } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../tests/chromium';
import { median } from './measure';

export const phone = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/** How long the reader of `afterReading` looks at the page before the tap. */
const readingMs = 5_000;

export type TapMoment = 'afterReading' | 'atOnce';

export type PhoneSearchVisit = {
  tapToModalMs: number;
  tapToHitsMs: number;
  /** Milliseconds from the tap to the end of the last response of each kind. */
  doneAfterTapMs: { modalCode: number; engineAndIndex: number; contents: number };
};

export type PhoneSearch = Record<
  TapMoment,
  { visits: PhoneSearchVisit[]; medianTapToModalMs: number; medianTapToHitsMs: number }
>;

/** The target of issue 19: the hits of the first search within 1.5 s of the tap, typing included. */
export const maxMedianTapToHitsMs = 1_500;

const query = 'profile';

/** One visit: the time from the tap to the modal and to the hits, and when each kind of file arrived. */
async function visit(browser: Browser, origin: string, moment: TapMoment): Promise<PhoneSearchVisit> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phone.latencyMs,
    downloadThroughput: phone.downloadBytesPerSecond,
    uploadThroughput: phone.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdown });
  await page.goto(`${origin}/`, { waitUntil: moment === 'atOnce' ? 'load' : 'networkidle' });
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  if (moment === 'afterReading') await page.waitForTimeout(readingMs);
  const arrivals: { kind: keyof PhoneSearchVisit['doneAfterTapMs']; at: number }[] = [];
  let tapped = 0;
  page.on('requestfinished', (request) => {
    if (!tapped) return;
    const path = new URL(request.url()).pathname;
    const kind = /^\/search\/content-/.test(path)
      ? 'contents'
      : path.startsWith('/search/')
        ? 'engineAndIndex'
        : request.resourceType() === 'script' || request.resourceType() === 'stylesheet'
          ? 'modalCode'
          : undefined;
    if (kind) arrivals.push({ kind, at: Date.now() - tapped });
  });
  // The button sits in the navbar's menu on a phone; the tap is on the navbar's search button.
  tapped = Date.now();
  await page.locator('.DocSearch-Button').tap();
  await page.locator('.DocSearch-Input').waitFor();
  const tapToModalMs = Date.now() - tapped;
  await page.keyboard.type(query, { delay: 50 });
  // DocSearch shows the hits of each prefix of the query as they come: the time is that of the
  // hits of the whole query, when no query waits any more and the first hit highlights its word.
  await page.waitForFunction(
    (word) => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
      const marks = Array.from(document.querySelectorAll('.DocSearch-Hit mark'));
      return (
        input?.value === word &&
        document.documentElement.dataset.searchPending === undefined &&
        marks.some((mark) => (mark.textContent ?? '').toLowerCase().startsWith(word.slice(0, -1)))
      );
    },
    query,
    { polling: 'raf', timeout: 60_000 },
  );
  const tapToHitsMs = Date.now() - tapped;
  await context.close();
  const last = (kind: keyof PhoneSearchVisit['doneAfterTapMs']) =>
    Math.max(0, ...arrivals.filter((arrival) => arrival.kind === kind).map((arrival) => arrival.at));
  return {
    tapToModalMs,
    tapToHitsMs,
    doneAfterTapMs: {
      modalCode: last('modalCode'),
      engineAndIndex: last('engineAndIndex'),
      contents: last('contents'),
    },
  };
}

export async function measurePhoneSearch(browser: Browser, origin: string, visits = 5): Promise<PhoneSearch> {
  const measure = async (moment: TapMoment) => {
    const results: PhoneSearchVisit[] = [];
    for (let index = 0; index < visits; index++) results.push(await visit(browser, origin, moment));
    return {
      visits: results,
      medianTapToModalMs: median(results.map((result) => result.tapToModalMs)),
      medianTapToHitsMs: median(results.map((result) => result.tapToHitsMs)),
    };
  };
  return { afterReading: await measure('afterReading'), atOnce: await measure('atOnce') };
}

/** One line per moment of the tap. */
export function describePhoneSearch(result: PhoneSearch): string[] {
  return (Object.keys(result) as TapMoment[]).map(
    (moment) =>
      `First search on a simulated phone, tap ${moment === 'afterReading' ? `${readingMs / 1000} s after the page is up` : 'as soon as the page has hydrated'}: to modal ${result[moment].medianTapToModalMs} ms, to the hits ${result[moment].medianTapToHitsMs} ms (medians of ${result[moment].visits.length} visits)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = 3213;
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn('npx', ['tsx', 'scripts/serve.ts', '--host', '127.0.0.1', '--port', String(port)], {
    stdio: 'ignore',
  });
  const run = async () => {
    for (let attempt = 0; attempt < 100; attempt++) {
      try {
        if ((await fetch(origin)).ok) break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      const result = await measurePhoneSearch(browser, origin);
      for (const moment of Object.keys(result) as TapMoment[])
        console.table(
          result[moment].visits.map((v) => ({
            moment,
            ...v,
            doneAfterTapMs: JSON.stringify(v.doneAfterTapMs),
          })),
        );
      for (const line of describePhoneSearch(result)) console.log(line);
    } finally {
      await browser.close();
    }
  };
  run().finally(() => server.kill());
}
