import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers';

test('the first Tab reaches the skip link, which moves focus to the main content', async ({ page }) => {
  await gotoHydrated(page, '/getting_started/install_cli');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  const focusedInMain = await page.evaluate(() => {
    const main = document.querySelector('main');
    const active = document.activeElement;
    return Boolean(main && active && (main.contains(active) || active.contains(main)));
  });
  expect(focusedInMain).toBe(true);
});

test('the announcement bar closes and stays closed until its id changes', async ({ page }) => {
  await gotoHydrated(page, '/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toContainText('Minder is open source');
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toHaveCount(0);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(bar).toHaveCount(0);
  const stored = await page.evaluate(() => ({
    dismissed: localStorage.getItem('docusaurus.announcement.dismiss'),
    id: localStorage.getItem('docusaurus.announcement.id'),
  }));
  expect(stored).toEqual({ dismissed: 'true', id: 'minder-docs-2025' });

  // A bar with a new id is a new announcement: it shows again.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await expect(bar).toBeVisible();
});

test('the navbar has the GitHub link, the "Next" version item and the English locale item', async ({
  page,
}) => {
  await gotoHydrated(page, '/getting_started/login');
  const navbar = page.locator('nav.navbar');
  await expect(navbar.getByRole('link', { name: 'Minder on GitHub' })).toHaveAttribute(
    'href',
    'https://github.com/mindersec/minder',
  );

  const version = navbar.locator('.navbar__item.dropdown', { hasText: 'Next' });
  await version.hover();
  await version.locator('.dropdown__menu').getByRole('link', { name: 'Next' }).click();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
    .toBe('current');

  const locale = navbar.locator('.navbar__item.dropdown', { hasText: 'English' });
  await locale.hover();
  const english = locale.locator('.dropdown__menu').getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('href', '/getting_started/login');
  await expect(english).toHaveAttribute('lang', 'en');
});

test('the navbar hides while scrolling down and comes back when scrolling up', async ({ page }) => {
  await gotoHydrated(page, '/getting_started/viewing_status');
  const navbar = page.locator('nav.navbar');
  const bottomEdge = async () => {
    const box = await navbar.boundingBox();
    return box ? box.y + box.height : 0;
  };
  await page.mouse.wheel(0, 400);
  await page.mouse.wheel(0, 400);
  await expect.poll(bottomEdge).toBeLessThanOrEqual(0);
  await page.mouse.wheel(0, -200);
  await expect.poll(bottomEdge).toBeGreaterThan(0);
});

test('the footer shows the copyright and a community link', async ({ page }) => {
  await gotoHydrated(page, '/');
  const footer = page.locator('footer');
  await expect(footer).toContainText('Copyright © 2025');
  await expect(footer.getByRole('link', { name: 'OpenSSF Slack (#minder)' })).toHaveAttribute(
    'href',
    'https://slack.openssf.org/',
  );
});

test('the logo loads and the home link leads to the docs home', async ({ page }) => {
  await gotoHydrated(page, '/getting_started/login');
  const logo = page.locator('.navbar__brand img');
  await expect(logo).toHaveAttribute('alt', 'Minder logo');
  expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  await page.locator('.navbar__brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Minder documentation');
});

test('the mobile sidebar closes when the window grows past 996 px', async ({ page }) => {
  await page.setViewportSize({ width: 996, height: 800 });
  await gotoHydrated(page, '/getting_started/login');
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const navbar = page.locator('nav.navbar');
  await expect(navbar).toHaveClass(/navbar-sidebar--show/);
  await expect(page.locator('.navbar-sidebar')).toContainText('Getting started');

  await page.setViewportSize({ width: 997, height: 800 });
  await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
});

test('the table of contents lists the headings of levels 2 and 3', async ({ page }) => {
  await gotoHydrated(page, '/getting_started/install_cli');
  const headings = await page
    .locator('article :is(h2, h3, h4, h5, h6)[id]')
    .evaluateAll((nodes) => nodes.map((node) => ({ level: Number(node.tagName[1]), id: node.id })));
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).hash.slice(1)));
  const expected = headings.filter((h) => h.level >= 2 && h.level <= 3).map((h) => h.id);
  expect(expected.some((id) => headings.find((h) => h.id === id)?.level === 3)).toBe(true);
  expect(tocTargets).toEqual(expected);
  // Level-3 entries nest one level under their level-2 parent, never deeper.
  expect(await page.locator('.table-of-contents ul ul ul').count()).toBe(0);
});
