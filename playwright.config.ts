import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './tests/chromium';

// The end-to-end tests run against the production build (npm run build),
// served on loopback by scripts/serve.ts, which is `npm run serve`.
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // Playwright empties its output folder when it starts: keep it apart from
  // test-results/vitest.json, which .ci/run reads after both runners.
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node_modules/.bin/tsx scripts/serve.ts --host 127.0.0.1 --port ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
