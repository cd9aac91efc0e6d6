/**
 * The first search of a visit on a simulated phone (issue 19): Chromium with its CPU four times
 * slower, 150 ms of round trip and 1.6 Mbps down (Lighthouse's slow 4G). Each visit opens `/` in a
 * fresh context, waits until the page has hydrated and the network is quiet, taps the search
 * button and types "profile"; it reports the time from the tap to the open modal and to the first
 * hit, and what the wait was spent on: the modal's code, the engine and index files, and the
 * content files of the hits.
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

export type PhoneSearchVisit = {
  tapToModalMs: number;
  tapToHitsMs: number;
  /** Milliseconds from the tap to the end of the last response of each kind. */
  doneAfterTapMs: { modalCode: number; engineAndIndex: number; contents: number };
};

export type PhoneSearch = {
  visits: PhoneSearchVisit[];
  medianTapToModalMs: number;
  medianTapToHitsMs: number;
};

const query = 'profile';

/** One visit: the time from the tap to the modal and to the first hit, and when each kind of file arrived. */
async function visit(browser: Browser, origin: string): Promise<PhoneSearchVisit> {
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
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await page.locator('html[data-has-hydrated="true"]').waitFor();
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
  await page.locator('.DocSearch-Hit').first().waitFor({ timeout: 60_000 });
  const tapToHitsMs = Date.now() - tapped;
  await context.close();
  const last = (kind: keyof PhoneSearchVisit['doneAfterTapMs']) =>
    Math.max(0, ...arrivals.filter((arrival) => arrival.kind === kind).map((arrival) => arrival.at));
  // Engine chunks are scripts too: they are told apart by arriving after the index asked for them.
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
  const results: PhoneSearchVisit[] = [];
  for (let index = 0; index < visits; index++) results.push(await visit(browser, origin));
  return {
    visits: results,
    medianTapToModalMs: median(results.map((result) => result.tapToModalMs)),
    medianTapToHitsMs: median(results.map((result) => result.tapToHitsMs)),
  };
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
      console.table(result.visits.map((v) => ({ ...v, doneAfterTapMs: JSON.stringify(v.doneAfterTapMs) })));
      console.log(
        `First search on a simulated phone: tap to modal ${result.medianTapToModalMs} ms, tap to first hit ${result.medianTapToHitsMs} ms (medians of ${result.visits.length} visits)`,
      );
    } finally {
      await browser.close();
    }
  };
  run().finally(() => server.kill());
}
