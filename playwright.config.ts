import { defineConfig } from '@playwright/test';

/** The port `npm run serve` listens on during end-to-end tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);

/** A tenant's page as a shopper's browser reaches it: http://<slug>.localhost:<port><path>. */
export function siteUrl(slug: string, path = '/'): string {
  return `http://${slug}.localhost:${E2E_PORT}${path}`;
}

/** The test server's lead database and outbox files (never the project's .data). */
export const E2E_DATA_DIR = process.env.DATA_DIR ?? '.build/e2e-data';

const CI = Boolean(process.env.CI);

// Debian's Chromium (CI installs it with apt); Playwright never downloads a browser here.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // a headless window still preloads the address bar's suggestion pop-ups (WebUI pages, one
  // renderer each): tests never open them, and every new context paid for them
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // the PGlite cluster the tests' own servers' data directories are copied from (tests/support/pglite-template.ts)
  globalSetup: './tests/support/playwright-setup.ts',
  outputDir: '.build/playwright-output',
  fullyParallel: true,
  forbidOnly: CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  // a loaded 2-core runner can take longer than the default 5 s to hydrate an island; a passing
  // check returns as soon as it holds, so only a failure waits this long
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '.build/test-results/playwright.json' }],
  ],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    // a trace of every test costs about a fifth of the run; record one with --trace retain-on-failure
    trace: 'off',
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'npm run serve',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    // never the project's own .data: an end-to-end run writes its leads to a throwaway database
    // every test's browser comes from one loopback address, where shoppers each have their own:
    // the per-address limit is raised so a run's leads fit (the API tests check the limit itself)
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      LEAD_RATE_LIMIT_IP: '500/600',
      PAYMENT_RATE_LIMIT_IP: '500/600',
      SPIN_RATE_LIMIT_IP: '500/600',
      // every test signs in from loopback
      SIGN_IN_CODES_PER_ADDRESS: '1000',
      SIGN_IN_CHECKS_PER_ADDRESS: '1000/600',
    },
    reuseExistingServer: !CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
