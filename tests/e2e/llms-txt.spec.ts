import { expect, test } from '@playwright/test';
import { gotoHydrated, sitemapPaths } from './helpers';

/**
 * Docs for AI tools (issue 20, plugins/llms-txt): /llms.txt indexes every
 * page, grouped by the areas of the sidebar, and links the Markdown copy of
 * each, which the page links too.
 */

/** The Markdown links of /llms.txt, by section. */
function sections(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  let section = '';
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) found.set((section = heading[1]!), []);
    const link = /^- \[[^\]]+\]\(([^)]+)\)/.exec(line);
    if (link) found.set(section, [...(found.get(section) ?? []), link[1]!]);
  }
  return found;
}

test('/llms.txt lists every page of the site, by area in the order of the sidebar', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text.split('\n')[0]).toBe('# Minder docs');
  const bySection = sections(text);
  expect([...bySection.keys()].filter(Boolean)).toEqual([
    'Getting started',
    'Understand',
    'How-to guides',
    'Run the server',
    'User management',
    'Integrations',
    'Reference',
    'Developer guide',
    'About',
  ]);
  const listed = new Set([...bySection.values()].flat());
  const pages = (await sitemapPaths(request)).filter((path) => path !== '/search');
  const missing = pages.filter((path) => !listed.has(path === '/' ? '/index.md' : `${path}.md`));
  expect(missing).toEqual([]);
  // The generated references are in it: commands, rule types, API services, the contract.
  for (const path of ['/ref/cli/minder.md', '/ref/rules.md', '/ref/api/profile-service.md', '/ref/proto.md'])
    expect(bySection.get('Reference')).toContain(path);
});

test('each Markdown copy exists and has its page’s title', async ({ request }) => {
  test.setTimeout(120_000);
  const links = [...sections(await (await request.get('/llms.txt')).text()).values()].flat();
  const broken: string[] = [];
  for (const link of links) {
    const response = await request.get(link);
    const text = await response.text();
    if (response.status() !== 200 || !/^# \S/m.test(text)) broken.push(`${link}: ${response.status()}`);
  }
  expect(broken).toEqual([]);
});

test('a page links its Markdown copy, which keeps its code blocks and notes', async ({ page, request }) => {
  await gotoHydrated(page, '/getting_started/quickstart');
  const link = page.getByRole('link', { name: 'View this page as Markdown' });
  await expect(link).toHaveAttribute('href', '/getting_started/quickstart.md');
  const markdown = await (await request.get('/getting_started/quickstart.md')).text();
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  expect(markdown.split('\n')[0]).toBe(`# ${title}`);
  expect(markdown).toContain('```bash\nminder quickstart\n```');
  expect(markdown).toMatch(/^> \*\*.+\*\*$/m);
  expect(markdown).not.toContain('Direct link to');
  await expect(page.getByRole('link', { name: /llms\.txt/ })).toHaveAttribute('href', '/llms.txt');
});
