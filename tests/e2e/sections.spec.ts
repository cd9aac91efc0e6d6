import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { pageProblems, sidebarPaths } from './helpers';

/**
 * The hand-written pages of SPEC.md section 2 after Getting started, and the
 * one this site adds (the rule playground, issue 20), by area, in the order
 * the sidebar gives them; the areas are in sidebar order too.
 */
const sections: Record<string, string[]> = {
  understand: [
    'key_concepts',
    'projects',
    'providers',
    'repository_registration',
    'profiles',
    'rule_evaluation',
    'evaluation_output',
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
    'playground',
    'test-rule-types',
  ],
  run_minder_server: [
    'intro_to_install',
    'installing_minder',
    'run_the_server',
    'config_oauth',
    'config_provider',
    'config_webhook',
    'email_templates',
  ],
  user_management: ['adding_users', 'user_roles', 'github_actions'],
  integrations: [
    'overview',
    'provider_integrations/github',
    'provider_integrations/gitlab',
    'provider_integrations/other_providers',
    'community_integrations',
  ],
  // The Reference area's hand-written prose; its generated pages are checked in references.spec.ts.
  ref: ['cli_configuration', 'rule_evaluation_details'],
  developer_guide: ['get-hacking', 'feature_flags'],
  about: ['changelog', 'roadmap', 'contributing'],
};

const handWritten = Object.entries(sections).flatMap(([area, pages]) =>
  pages.map((name) => `/${area}/${name}`),
);

test('the hand-written pages are in the sidebar, each area in reading order and the areas too', async ({
  page,
}) => {
  const paths = await sidebarPaths(page);
  for (const [area, pages] of Object.entries(sections)) {
    const expected = pages.map((name) => `/${area}/${name}`);
    const inArea = paths.filter((path) => path.startsWith(`/${area}/`));
    // Every page of the area is listed; the Reference area also lists generated pages.
    expect(area === 'ref' ? inArea.filter((path) => expected.includes(path)) : inArea).toEqual(expected);
  }
  // Concepts come before the tasks that use them, running a server after using one, the reference
  // after the guides, and the pages about the project last.
  const first = (prefix: string) => paths.findIndex((path) => path.startsWith(prefix));
  const areas = ['/getting_started/', ...Object.keys(sections).map((area) => `/${area}/`)];
  const positions = areas.map(first);
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
});

test('every hand-written page answers 200 with a title, headings to scan and at least 300 words', async ({
  request,
}) => {
  const problems = await pageProblems(request, handWritten, ($) => {
    const article = $('article .markdown');
    const words = article.text().split(/\s+/).filter(Boolean).length;
    return [
      ...($('article h1').text().trim() ? [] : ['no title']),
      ...(article.find('h2').length < 3 ? ['fewer than three sections'] : []),
      ...(words < 300 ? [`${words} words`] : []),
    ];
  });
  expect(problems).toEqual([]);
});

test('the pages with diagrams draw them', async ({ page }) => {
  for (const path of [
    '/understand/key_concepts',
    '/understand/rule_evaluation',
    '/how-to/profile_selectors',
    '/run_minder_server/intro_to_install',
    '/user_management/adding_users',
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

/** The routes of the hand-written pages that hold a Mermaid diagram. */
function pagesWithDiagrams(): string[] {
  return readdirSync('docs', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file) && readFileSync(join('docs', file), 'utf8').includes('```mermaid'))
    .map((file) => `/${file.replace(/\.mdx?$/, '').replace(/\\/g, '/')}`)
    .sort();
}

test('diagram labels stay readable on a 390 px wide phone, and a diagram that scrolls takes the focus', async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const small: string[] = [];
  for (const path of pagesWithDiagrams()) {
    await page.goto(path);
    for (const frame of await page.locator('.mermaid-frame').all()) {
      await frame.scrollIntoViewIfNeeded();
      await expect(frame.locator('svg').first(), path).toBeVisible({ timeout: 20_000 });
      const { label, scrolls, focusable } = await frame.evaluate((element) => {
        const svg = element.querySelector('svg')!;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        const sizes = Array.from(svg.querySelectorAll('.nodeLabel, .edgeLabel, text'))
          .filter((text) => (text.textContent ?? '').trim() !== '')
          .map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
        return {
          label: Math.min(...sizes),
          scrolls: element.scrollWidth > element.clientWidth,
          focusable: element.tabIndex === 0,
        };
      });
      if (label < 11) small.push(`${path}: labels of ${label.toFixed(1)} px`);
      if (scrolls && !focusable) small.push(`${path}: scrolls but cannot take the focus`);
    }
  }
  expect(small).toEqual([]);
});
