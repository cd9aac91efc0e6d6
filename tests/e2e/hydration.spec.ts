import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers';

/**
 * What a page keeps of the server's HTML when React hydrates it (issue 19:
 * the main thread of a phone). Code blocks are hydrated, not built again
 * (src/theme/CodeBlock); /ref/proto keeps its content as the server drew it
 * (src/theme/DocItem/Content); and its tables are framed so that the browser
 * lays out only those near the screen (src/css/custom.css).
 */

/**
 * Opens `path` with the main bundle held back, runs `before` on the server's
 * HTML, then lets the bundle run and waits for hydration.
 */
async function gotoWithServerHtml<T>(page: Page, path: string, before: () => T): Promise<T> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.\w+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const result = await page.evaluate(before);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 20_000 });
  return result;
}

function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|recoverable/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test('code blocks keep the elements the server drew, and take the colors of the reader’s mode', async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  // A reader who chose light mode, until the test switches to dark.
  await page.addInitScript(() => {
    if (localStorage.getItem('theme') === null) localStorage.setItem('theme', 'light');
  });
  const path = '/ref/rules/branch_protection';
  const count = await gotoWithServerHtml(page, path, () => {
    const blocks = Array.from(document.querySelectorAll('pre.prism-code'));
    (window as unknown as { serverBlocks: Element[] }).serverBlocks = blocks;
    return blocks.length;
  });
  expect(count).toBeGreaterThan(10);
  // The copy buttons come with the browser's render of each block.
  await expect(page.locator('pre.prism-code + div button[aria-label="Copy code to clipboard"]')).toHaveCount(
    count,
  );
  const kept = await page.evaluate(() => {
    const server = (window as unknown as { serverBlocks: Element[] }).serverBlocks;
    const now = Array.from(document.querySelectorAll('pre.prism-code'));
    return server.filter((block, index) => block.isConnected && now[index] === block).length;
  });
  expect(kept).toBe(count);

  // The server draws the default (dark) mode; a reader in light mode gets the light colors.
  const token = page.locator('pre.language-yaml .token.key').first();
  const background = () =>
    page
      .locator('pre.language-yaml')
      .first()
      .evaluate((pre) => getComputedStyle(pre).backgroundColor);
  const lightKey = await token.evaluate((element) => getComputedStyle(element).color);
  const lightBackground = await background();
  await page.locator('button[aria-label^="Switch between dark and light mode"]').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => token.evaluate((element) => getComputedStyle(element).color)).not.toBe(lightKey);
  expect(await background()).not.toBe(lightBackground);
  // The dark colors after the switch are those a fresh load in dark mode shows.
  const darkKey = await token.evaluate((element) => getComputedStyle(element).color);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  expect(await token.evaluate((element) => getComputedStyle(element).color)).toBe(darkKey);
  expect(errors).toEqual([]);
});

test('/ref/proto keeps the server’s content through hydration, and renders it after a navigation', async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  const tables = await gotoWithServerHtml(page, '/ref/proto', () => {
    const found = Array.from(document.querySelectorAll('article table'));
    (window as unknown as { serverTables: Element[] }).serverTables = found;
    return found.length;
  });
  expect(tables).toBeGreaterThan(200);
  // The server's tables are still there, and React has not taken them over (it
  // marks each element it renders or hydrates with a property of its own).
  const kept = await page.evaluate(() =>
    (window as unknown as { serverTables: Element[] }).serverTables.map((table) => ({
      connected: table.isConnected,
      react: Object.keys(table).some((key) => key.startsWith('__react')),
    })),
  );
  expect(kept.every(({ connected, react }) => connected && !react)).toBe(true);
  // Plain HTML does what the page needs: its type links lead to the type.
  await page
    .locator('#minder-v1-healthservice ~ .table-frame')
    .first()
    .getByRole('link', { name: 'CheckHealthRequest' })
    .click();
  await expect(page).toHaveURL(/#minder-v1-checkhealthrequest$/);
  await expect(page.locator('#minder-v1-checkhealthrequest')).toBeInViewport();

  // Reached by a client-side navigation, the page renders its content in the browser.
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/ref/schema"]').first().click();
  await expect(page).toHaveURL(/\/ref\/schema$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/ref\/proto#minder-v1-checkhealthrequest$/);
  await expect(page.locator('article table')).toHaveCount(tables);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protocol reference');
  expect(errors).toEqual([]);
});

test('a framed table on a phone is as wide as without its frame, which lays it out near the screen only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await gotoHydrated(page, '/ref/proto#minder-v1-repository');
  const frame = page.locator('#minder-v1-repository ~ .table-frame').first();
  await frame.scrollIntoViewIfNeeded();
  const sizes = await frame.evaluate((element) => {
    const table = element.querySelector('table')!;
    return {
      frame: element.getBoundingClientRect().width,
      table: table.getBoundingClientRect().width,
      column: element.parentElement!.getBoundingClientRect().width,
      contentVisibility: getComputedStyle(element).contentVisibility,
    };
  });
  expect(sizes.contentVisibility).toBe('auto');
  // Its six columns do not fit a phone: the table is wider than the text column, and
  // the frame, which clips what overflows it, is as wide as the table.
  expect(sizes.table).toBeGreaterThan(sizes.column);
  expect(sizes.frame).toBeGreaterThanOrEqual(sizes.table);
  const description = frame.getByRole('columnheader', { name: 'Description' });
  await description.scrollIntoViewIfNeeded();
  await expect(description).toBeInViewport();
});

test('a code block that scrolls sideways offers word wrap once it is on screen, and the button wraps and unwraps it', async ({
  page,
}) => {
  // A phone's column: the curl examples of the API reference are wider than it.
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, '/ref/api/profile-service');
  const examples = page.locator('.request-example');
  const first = examples.first();
  await first.scrollIntoViewIfNeeded();
  const wrap = first.getByRole('button', { name: 'Toggle word wrap' });
  await expect(wrap).toHaveCount(1);
  const code = first.locator('pre code');
  await wrap.click();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
  const wrapped = await first.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth);
  expect(wrapped).toBe(true);
  await wrap.click();
  await expect(code).not.toHaveAttribute('style', /pre-wrap/);
  // The last example, measured when the reader scrolls to it (plugins/code-word-wrap).
  const last = examples.last();
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByRole('button', { name: 'Toggle word wrap' })).toHaveCount(1);
});

test('a code block that fits its column offers no word wrap', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/getting_started/install_cli');
  const block = page
    .locator('div[class*="codeBlockContainer"]')
    .filter({ hasText: 'minder version' })
    .first();
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole('button', { name: 'Copy code to clipboard' })).toHaveCount(1);
  await expect(block.getByRole('button', { name: 'Toggle word wrap' })).toHaveCount(0);
});
