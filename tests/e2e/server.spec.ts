// The local server: the API, routing by Host to each built tenant, the tenant index, 404s and
// traversal. Node cannot resolve *.localhost, so Node-side requests go to 127.0.0.1 with a Host header.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT, siteUrl } from '../../playwright.config.ts';
import { gateTenants } from '../gates/lib/built-sites.ts';
import { getFromTestServer } from '../support/e2e/test-server.ts';

const tenants = gateTenants();
const built = tenants.flatMap((t) => (t.built ? [t] : []));

test('GET /api/health answers {"status":"ok"} as JSON', async ({ request }) => {
  const res = await request.get(`http://127.0.0.1:${E2E_PORT}/api/health`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/json');
  expect(await res.json()).toEqual({ status: 'ok' });
});

test('the API answers on a tenant host too (same origin as the site)', async ({ page }) => {
  test.skip(built.length === 0, 'no tenant is built');
  const res = await page.goto(siteUrl(built[0]!.slug, '/api/health'));
  expect(res?.status()).toBe(200);
  expect(JSON.parse(await page.locator('body').innerText())).toEqual({ status: 'ok' });
});

for (const tenant of tenants) {
  test(`${tenant.slug}.localhost serves its own home page`, async ({ page }) => {
    test.skip(!tenant.built, tenant.built ? '' : tenant.reason);
    if (!tenant.built) return;
    const res = await page.goto(siteUrl(tenant.slug));
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(tenant.site.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    const headers = res!.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // the tenant's own policy from its _headers (tests/e2e/csp.spec.ts checks it in use)
    expect(headers['content-security-policy']).toMatch(
      /^default-src 'self'; script-src 'self' .*; frame-ancestors 'none'$/,
    );
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
  });

  test(`${tenant.slug}: a missing page gets the tenant's 404 page with status 404`, async ({ page }) => {
    test.skip(!tenant.built, tenant.built ? '' : tenant.reason);
    if (!tenant.built) return;
    const res = await page.goto(siteUrl(tenant.slug, '/no-such-page-e2e'));
    expect(res?.status()).toBe(404);
    expect(await res?.text()).toBe(readFileSync(join(tenant.root, '404.html'), 'utf8'));
  });
}

test("the production host name of a tenant's domain routes to that tenant", async () => {
  test.skip(built.length === 0, 'no tenant is built');
  const tenant = built[0]!;
  const res = await getFromTestServer('/', new URL(tenant.site.domain).host);
  expect(res.status).toBe(200);
  expect(res.text).toMatch(/<title>[^<]*<\/title>/);
  expect(/<title>([^<]*)<\/title>/.exec(res.text)?.[1]).toContain(tenant.site.name.replace(/&/g, '&amp;'));
});

test('an unknown host gets a page listing every tenant', async ({ page }) => {
  const res = await page.goto(`http://no-such-dealer.localhost:${E2E_PORT}/`);
  expect(res?.status()).toBe(404);
  for (const tenant of tenants) {
    await expect(page.locator(`a[href="${siteUrl(tenant.slug)}"]`)).toHaveCount(1);
  }
});

test('the bare localhost lists every tenant with status 200', async ({ page }) => {
  const res = await page.goto(`http://localhost:${E2E_PORT}/`);
  expect(res?.status()).toBe(200);
  for (const tenant of tenants) await expect(page.locator(`a[href="${siteUrl(tenant.slug)}"]`)).toHaveCount(1);
});

test('path traversal out of a tenant folder is refused', async () => {
  test.skip(built.length === 0, 'no tenant is built');
  const host = `${built[0]!.slug}.localhost:${E2E_PORT}`;
  for (const path of [
    '/..%2f..%2fpackage.json',
    '/%2e%2e%2f%2e%2e%2fpackage.json',
    '/../../package.json',
    '/..%5c..%5cpackage.json',
  ]) {
    const res = await getFromTestServer(path, host);
    expect([400, 404], path).toContain(res.status);
    expect(res.text, path).not.toContain('"devDependencies"');
  }
  // another tenant's files are out of reach too
  if (built[1]) {
    const res = await getFromTestServer(`/..%2f${built[1].slug}%2findex.html`, host);
    expect(res.status).toBe(400);
  }
});
