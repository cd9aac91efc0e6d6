import { load } from 'cheerio';
import { expect, test, type APIRequestContext } from '@playwright/test';
import commands from '../fixtures/cli-commands.json';
import ruleTypes from '../fixtures/rule-types.json';
import { gotoHydrated } from './helpers';

/** The text of a page's article, as the server sends it. */
async function articleText(
  request: APIRequestContext,
  path: string,
): Promise<{ status: number; text: string; ids: string[] }> {
  const response = await request.get(path, { maxRedirects: 0 });
  const $ = load(await response.text());
  const article = $('article');
  return {
    status: response.status(),
    text: article.text().replace(/\s+/g, ' '),
    ids: article
      .find('[id]')
      .map((_, element) => $(element).attr('id')!)
      .get(),
  };
}

test('every command of the client has its page, with its usage, all its flags and its subcommands', async ({
  request,
}) => {
  expect(commands.commands).toHaveLength(83);
  const problems: string[] = [];
  for (const command of commands.commands) {
    const path = `/ref/cli/${command.page}`;
    const { status, text } = await articleText(request, path);
    if (status !== 200) {
      problems.push(`${path}: status ${status}`);
      continue;
    }
    const expected = [
      command.command,
      ...(command.usage_line ? [command.usage_line] : []),
      ...[...command.flags, ...command.persistent_flags]
        .filter((flag) => !flag.hidden)
        .flatMap((flag) => [`--${flag.name}`, ...(flag.shorthand ? [`-${flag.shorthand}`] : [])]),
      ...command.inherited_flags.filter((flag) => !flag.hidden).map((flag) => `--${flag.name}`),
      ...command.subcommands,
    ];
    for (const piece of expected) if (!text.includes(piece)) problems.push(`${path}: no "${piece}"`);
  }
  expect(problems).toEqual([]);
});

test('a command page links to its parent and subcommands, and its sidebar is the command tree', async ({
  page,
}) => {
  await gotoHydrated(page, '/ref/cli/minder_repo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('minder repo');
  await expect(page.getByRole('heading', { level: 2, name: 'Inherited flags' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  await expect(sidebar.getByRole('link', { name: 'minder', exact: true })).toBeVisible();
  await page.locator('article').getByRole('link', { name: 'minder repo register' }).click();
  await expect(page).toHaveURL(/\/ref\/cli\/minder_repo_register$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('minder repo register');
  await expect(sidebar.getByRole('link', { name: 'register', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.locator('article').getByRole('link', { name: 'minder repo', exact: true }).first().click();
  await expect(page).toHaveURL(/\/ref\/cli\/minder_repo$/);
});

test('every rule page shows each rule type of its group, with its parameters and settings', async ({
  request,
}) => {
  expect(ruleTypes.pages).toHaveLength(8);
  const problems: string[] = [];
  for (const group of ruleTypes.pages) {
    const path = `/ref/rules/${group.page}`;
    const { status, text, ids } = await articleText(request, path);
    expect(status, path).toBe(200);
    for (const name of group.ruleTypes) {
      const ruleType = ruleTypes.ruleTypes.find((candidate) => candidate.name === name)!;
      if (!ids.includes(name)) problems.push(`${path}: no section #${name}`);
      const properties = [...(ruleType.settings?.properties ?? []), ...(ruleType.params?.properties ?? [])];
      for (const word of [name, ruleType.file, ...properties.map((property) => property.name)])
        if (!text.includes(word)) problems.push(`${path}: no "${word}"`);
    }
    for (const label of ['Entity', 'Severity', 'Release phase', 'Remediation', 'Alert', 'Example profile'])
      if (!text.includes(label)) problems.push(`${path}: no "${label}"`);
  }
  expect(problems).toEqual([]);
});

test('a rule page links each rule type to its file in the rules repository, and the site serves no copy', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/ref/rules/secret_scanning');
  await expect(
    page.locator('article').getByRole('link', { name: 'rule-types/github/secret_scanning.yaml' }).first(),
  ).toHaveAttribute(
    'href',
    `https://github.com/mindersec/minder-rules-and-profiles/blob/${ruleTypes.source.rulesCommit}/rule-types/github/secret_scanning.yaml`,
  );
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: 'License', exact: true })
    .click();
  await expect(page).toHaveURL(/\/ref\/rules\/license$/);
  await expect(page.locator('article')).toContainText(
    'minder ruletype create -f rule-types/common/license.yaml',
  );
  expect((await request.get('/rules/secret_scanning.yaml')).status()).toBe(404);
});

test('the schemas are served at their stable addresses, and /ref/schema explains them with a data model', async ({
  page,
  request,
}) => {
  for (const id of ['ruletype', 'profile', 'datasource']) {
    const response = await request.get(`/schemas/${id}.json`);
    expect(response.status(), id).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const schema = (await response.json()) as Record<string, unknown>;
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(`https://mindersec.github.io/schemas/${id}.json`);
  }
  await gotoHydrated(page, '/ref/schema');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resource schemas');
  for (const name of [
    'Use a schema in your editor',
    'Rule type fields',
    'Profile fields',
    'Data source fields',
    'Data model',
  ])
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(
    page.getByText('# yaml-language-server: $schema=https://mindersec.github.io/schemas/profile.json'),
  ).toBeVisible();
  await expect(page.locator('article table code', { hasText: 'def.ingest.type' })).toBeVisible();
  // Each diagram is drawn when it comes near the screen.
  const frames = page.locator('.mermaid-frame');
  await expect(frames).toHaveCount(3);
  for (const frame of await frames.all()) {
    await frame.scrollIntoViewIfNeeded();
    await expect(frame.locator('svg').first()).toBeVisible({ timeout: 20_000 });
    await expect(frame).not.toContainText('Syntax error');
  }
  const diagram = page.locator('.mermaid-frame svg');
  for (const entity of ['PROJECT', 'PROVIDER', 'RULE_TYPE', 'PROFILE', 'EVALUATION', 'INVITATION'])
    await expect(diagram.getByText(entity, { exact: true }).first()).toBeAttached();
});
