import { expect, test } from '@playwright/test';
import { gotoHydrated, sitemapPaths } from './helpers';

const services = [
  'ArtifactService',
  'DataSourceService',
  'EntityInstanceService',
  'EvalResultsService',
  'HealthService',
  'InviteService',
  'OAuthService',
  'PermissionsService',
  'ProfileService',
  'ProjectsService',
  'ProvidersService',
  'RepositoryService',
  'RuleTypeService',
  'UserService',
];

test('/ref/proto lists every service group, and its type links lead to the type', async ({ page }) => {
  await gotoHydrated(page, '/ref/proto');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Protocol reference');
  for (const service of services) {
    await expect(page.locator(`h3#minder-v1-${service.toLowerCase()}`)).toContainText(service);
  }
  const health = page
    .locator('#minder-v1-healthservice + p + table, #minder-v1-healthservice ~ table')
    .first();
  await health.getByRole('link', { name: 'CheckHealthRequest' }).click();
  await expect(page).toHaveURL(/#minder-v1-checkhealthrequest$/);
  await expect(page.locator('#minder-v1-checkhealthrequest')).toBeInViewport();
});

test('the OpenAPI document is served as openapi.json and openapi.yaml', async ({ request, page }) => {
  const json = await request.get('/openapi.json');
  expect(json.status()).toBe(200);
  const document = (await json.json()) as { openapi: string; paths: Record<string, object> };
  expect(document.openapi).toBe('3.1.0');
  const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
  expect(operations).toBe(80);
  const yaml = await request.get('/openapi.yaml');
  expect(yaml.status()).toBe(200);
  expect(await yaml.text()).toContain('openapi: 3.1.0');

  await gotoHydrated(page, '/ref/proto');
  await expect(page.getByRole('link', { name: 'openapi.json' })).toHaveAttribute('href', '/openapi.json');
});

type OpenApi = { paths: Record<string, Record<string, { operationId: string }>> };

test('/ref/api shows every service group and links to both downloads', async ({ page, request }) => {
  await gotoHydrated(page, '/ref/api');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Minder API');
  const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
  for (const service of services) {
    await expect(sidebar.getByRole('link', { name: service, exact: true })).toBeVisible();
  }
  await expect(sidebar.locator('.menu__link', { hasText: /^Schemas$/ })).toBeVisible();
  for (const file of ['openapi.yaml', 'openapi.json']) {
    const link = page.getByRole('link', { name: file, exact: true });
    await expect(link).toHaveAttribute('href', `/${file}`);
    const response = await request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
  }
});

test('every operation has a page of its own, rendered on the server', async ({ request }) => {
  const document = (await (await request.get('/openapi.json')).json()) as OpenApi;
  const expected = Object.entries(document.paths).flatMap(([path, item]) =>
    // The theme writes a simple path variable as `:name`, a dotted one as is.
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
  expect(expected).toHaveLength(80);

  // Each operation page states its method and path in the HTML the server sends.
  const found: string[] = [];
  for (const path of await sitemapPaths(request)) {
    if (!path.startsWith('/ref/api/') || path.startsWith('/ref/api/schemas/')) continue;
    const html = await (await request.get(path)).text();
    const endpoint = /badge[^>]*>(GET|POST|PUT|PATCH|DELETE)<\/span> <h2[^>]*>([^<]+)<\/h2>/.exec(html);
    if (endpoint) found.push(`${endpoint[1]} ${endpoint[2]}`);
  }
  expect(found.sort()).toEqual(expected.sort());
});

test('an operation page shows parameters, body, responses and examples without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ref/api/repository-service-register-repository');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('RegisterRepository');
  await expect(main.locator('.openapi__method-endpoint')).toHaveText(
    'POST /api/v1/repository/provider/:provider/register',
  );
  // The path parameter with its constraint and example.
  await expect(main).toContainText('Path Parameters');
  await expect(main).toContainText('provider stringrequiredPossible values: non-empty');
  // The body, its required field and the example request.
  await expect(main).toContainText('Bodyrequired');
  await expect(main).toContainText('"name": "payments-api"');
  // Both responses, the successful one and the error shape.
  await expect(main.getByRole('tab', { name: '200' })).toBeVisible();
  await expect(main.getByRole('tab', { name: 'default' })).toBeVisible();
  await expect(main).toContainText('A successful response.');
  await expect(page.locator('.openapi-skeleton')).toHaveCount(0);
  await context.close();
});

test('an operation page offers a curl example and no way to send a request', async ({ page }) => {
  await gotoHydrated(page, '/ref/api/repository-service-list-repositories');
  const example = page.locator('section.request-example');
  await expect(example.getByRole('heading', { name: 'Example request' })).toBeVisible();
  await expect(example.locator('code').last()).toContainText(
    `curl -X GET 'https://api.custcodian.dev/api/v1/repositories/provider/github-app-acme'`,
  );
  await expect(example).toContainText('Authorization: Bearer $MINDER_TOKEN');
  await expect(page.getByRole('button', { name: /send/i })).toHaveCount(0);

  // The health check needs no token, so its example sends none.
  await gotoHydrated(page, '/ref/api/health-service-check-health');
  await expect(page.locator('section.request-example')).not.toContainText('Authorization');
});

test('a schema page lists the fields of its type', async ({ page }) => {
  await gotoHydrated(page, '/ref/api/schemas/repository');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repository');
  for (const field of ['id', 'context', 'owner', 'name', 'repoId', 'hookId']) {
    await expect(page.locator('main').getByText(field, { exact: true }).first()).toBeVisible();
  }
});
