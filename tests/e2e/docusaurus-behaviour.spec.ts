import { expect, test, type Page, type Route } from '@playwright/test';
import { chunkGlobal, gotoHydrated } from './helpers';

// A sentence that appears only in the content chunk of /getting_started/login.
const loginPageMarker = 'First login, registering user';

/**
 * Routes every script through `handle` when its text contains the login
 * page's marker; every other script passes untouched.
 */
async function onLoginContentChunk(
  page: Page,
  handle: (route: Route, body: string) => Promise<void>,
): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(loginPageMarker)) {
      await handle(route, body);
    } else {
      await route.fulfill({ response, body });
    }
  });
}

// Routes still fetching when a test ends must not fail the run.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a crash in the main area shows "This page crashed." with the error and "Try again"', async ({
  page,
}) => {
  // Fault injection: the login page's content modules load but export
  // nothing, so rendering the page throws inside the layout's error boundary.
  await onLoginContentChunk(page, async (route, body) => {
    const global = chunkGlobal(body);
    expect(global).toBeDefined();
    const emptyModules = `(function () {
      var queue = (self.${global} = self.${global} || []);
      var push = queue.push;
      queue.push = function (entry) {
        queue.push = push;
        for (var id in entry[1]) entry[1][id] = function () {};
        return push.apply(queue, arguments);
      };
    })();\n`;
    await route.fulfill({ contentType: 'application/javascript', body: emptyModules + body });
  });
  await page.goto('/getting_started/login');
  const main = page.locator('.main-wrapper');
  await expect(main.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(main.locator('p').first()).not.toBeEmpty();
  await expect(page.locator('nav.navbar')).toBeVisible();
  const retry = main.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await retry.click();
  // The content is still broken, so trying again lands on the same fallback.
  await expect(main.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
});

test('a page whose code fails to load makes the browser reload it', async ({ page }) => {
  let blocked = 0;
  await onLoginContentChunk(page, async (route) => {
    blocked += 1;
    await route.abort();
  });
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });
  const reloaded = page.waitForEvent('load');
  await page
    .locator('nav[aria-label="Docs sidebar"]')
    .getByRole('link', { name: 'Log in to Minder' })
    .click();
  await reloaded;
  expect(blocked).toBeGreaterThan(0);
  expect(new URL(page.url()).pathname).toBe('/getting_started/login');
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
  // The server-rendered page is there even though its code never loaded.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in to Minder');
});

test('the base-URL banner appears when the site assets do not load', async ({ page }) => {
  await page.route(/\.(js|css)$/, (route) => route.abort());
  await page.goto('/');
  const banner = page.locator('#__docusaurus-base-url-issue-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('did not load properly');
  await expect(banner).toContainText('We suggest trying baseUrl = /');
});

test('the base-URL banner stays hidden when the site loads', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.locator('#__docusaurus-base-url-issue-banner')).toBeHidden();
});

test('the route progress bar appears only after 200 ms of loading', async ({ page }) => {
  // Fake timers run in step with real time until paused: pause them once the page is up.
  await page.clock.install();
  await gotoHydrated(page, '/');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  // Hold the next page's code until the test lets it through.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/js/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.evaluate(() => {
    // Prefetched chunks would make the navigation instant: forget them.
    document.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
  });
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'View status' }).click();
  const bar = page.locator('#nprogress');
  await page.clock.runFor(150);
  await expect(bar).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(bar).toHaveCount(1);
  release();
  await page.clock.runFor(1000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('View status');
});

for (const connection of [
  { effectiveType: '2g', saveData: false },
  { effectiveType: '4g', saveData: true },
]) {
  test(`links are not prefetched on a ${connection.saveData ? 'data-saver' : '2g'} connection`, async ({
    page,
  }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => value });
    }, connection);
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
    // Docusaurus answers `false` when it declines to prefetch.
    expect(await page.evaluate(() => window.docusaurus.prefetch('/getting_started/login') === false)).toBe(
      true,
    );
  });
}

test('links are prefetched on a fast connection', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      get: () => ({ effectiveType: '4g', saveData: false }),
    });
  });
  await gotoHydrated(page, '/');
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
});

test('each file is prefetched once, however many links lead to its page', async ({ page }) => {
  // The sidebar of a service page links to the page itself once per call.
  await gotoHydrated(page, '/ref/api/profile-service');
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  const files = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(files.length).toBe(new Set(files).size);
  // Besides the routes' chunks, the search bar prefetches the search index (src/theme/SearchBar).
  expect(
    files.filter((file) => file !== '/search/index.json').every((file) => file?.startsWith('/assets/js/')),
  ).toBe(true);
});
