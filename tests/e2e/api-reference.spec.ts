import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers';

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
