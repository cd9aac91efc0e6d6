import { load } from 'cheerio';
import { expect, test } from '@playwright/test';
import { sidebarPaths } from './helpers';

/** The Understand and How-to pages, in the order the sidebar gives them (SPEC.md section 2). */
const sections = {
  understand: [
    'key_concepts',
    'projects',
    'providers',
    'repository_registration',
    'profiles',
    'rule_evaluation',
    'alerts',
    'remediations',
    'data_sources',
  ],
  'how-to': [
    'create_project',
    'create_profile',
    'manage_profiles',
    'profile_selectors',
    'setup-alerts',
    'setup-autoremediation',
    'remediate-pullrequest',
    'pr_reviews',
    'artifact_signatures',
    'custom-rules',
    'writing-rules-in-jq',
    'writing-rules-in-rego',
    'mindev',
  ],
};

test('the Understand and How-to pages are in the sidebar in reading order', async ({ page }) => {
  const paths = await sidebarPaths(page);
  for (const [area, pages] of Object.entries(sections)) {
    expect(paths.filter((path) => path.startsWith(`/${area}/`))).toEqual(
      pages.map((name) => `/${area}/${name}`),
    );
  }
  // Concepts come before the tasks that use them, and both before the reference.
  const first = (prefix: string) => paths.findIndex((path) => path.startsWith(prefix));
  expect(first('/getting_started/')).toBeLessThan(first('/understand/'));
  expect(first('/understand/')).toBeLessThan(first('/how-to/'));
  expect(first('/how-to/')).toBeLessThan(first('/ref/'));
});

test('every Understand and How-to page answers 200 with a title, headings to scan and at least 300 words', async ({
  request,
}) => {
  const problems: string[] = [];
  for (const [area, pages] of Object.entries(sections)) {
    for (const name of pages) {
      const path = `/${area}/${name}`;
      const response = await request.get(path, { maxRedirects: 0 });
      if (response.status() !== 200) {
        problems.push(`${path}: status ${response.status()}`);
        continue;
      }
      const $ = load(await response.text());
      const article = $('article .markdown');
      const words = article.text().split(/\s+/).filter(Boolean).length;
      if (!$('article h1').text().trim()) problems.push(`${path}: no title`);
      if (article.find('h2').length < 3) problems.push(`${path}: fewer than three sections`);
      if (words < 300) problems.push(`${path}: ${words} words`);
    }
  }
  expect(problems).toEqual([]);
});

test('the key concepts, rule evaluation and selectors pages draw their diagrams', async ({ page }) => {
  for (const path of [
    '/understand/key_concepts',
    '/understand/rule_evaluation',
    '/how-to/profile_selectors',
  ]) {
    await page.goto(path);
    const frames = page.locator('.mermaid-frame');
    expect(await frames.count(), path).toBeGreaterThan(0);
    for (const frame of await frames.all()) {
      await frame.scrollIntoViewIfNeeded();
      await expect(frame.locator('svg').first(), path).toBeVisible({ timeout: 20_000 });
      await expect(frame, path).not.toContainText('Syntax error');
    }
  }
});
