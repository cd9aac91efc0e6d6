import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers';

const toggle = 'button[aria-label^="Switch between dark and light mode"]';

test('dark is the default colour mode, even when the system prefers light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

test('the toggle switches between dark and light and the choice persists under "theme"', async ({ page }) => {
  await gotoHydrated(page, '/getting_started/login');
  await page.locator(toggle).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

  await page.locator(toggle).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});
