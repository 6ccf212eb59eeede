import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baseStockFilter } from '../../../../src/domain/search/base-stock.ts';
import { matchesFilter } from '../../../../src/domain/search/filter-tree.ts';
import { loadSite } from '../../../../src/tenant/load.ts';
import { type FakeTypesense, startFakeTypesense } from '../../../support/search/fake-typesense.ts';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const BUILD_TIME = '2026-03-10T00:00:00Z';

// the fake server lives in this process, so the script must run beside it, not block it
function run(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/index-typesense.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', BUILD_TIME, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let fake: FakeTypesense;
beforeEach(async () => {
  fake = await startFakeTypesense();
});
afterEach(() => fake.close());

describe('npm run index:typesense', () => {
  it('indexes the cars the tenant lists into the collection named, with progress and a summary', async () => {
    const env = { TYPESENSE_URL: fake.url, TYPESENSE_API_KEY: fake.adminKey };
    const { code, stdout, stderr } = await run(['--tenant', 'harbourside-toyota', '--collection', 'cars'], env);

    expect(stderr).toBe('');
    expect(code).toBe(0);
    const stored = fake.documents('cars');
    expect(stored.length).toBeGreaterThan(100);
    expect(stored.every((doc) => doc.tenant === 'harbourside-toyota')).toBe(true);
    const site = loadSite('harbourside-toyota', `${ROOT}tenants`);
    if (!site.ok) throw new Error('harbourside-toyota does not load');
    const listedAtBuild = baseStockFilter(site.site.search.baseStock, new Date(BUILD_TIME));
    expect(stored.every((doc) => matchesFilter(listedAtBuild, doc))).toBe(true);
    expect(stdout).toContain(`harbourside-toyota: indexing ${stored.length} cars into "cars"`);
    expect(stdout).toContain(`  ${stored.length}/${stored.length}\n`);
    expect(stdout).toMatch(
      new RegExp(
        `harbourside-toyota: ${stored.length} upserted, 0 deleted, 0 failed in collection "cars" \\(created\\) \\(\\d+ cars in stock, \\d+ never listed\\)\\.`,
      ),
    );
  });

  it('says which variables are missing and exits 1', async () => {
    const { code, stderr } = await run(['--tenant', 'harbourside-toyota', '--collection', 'cars'], {});
    expect(code).toBe(1);
    expect(stderr).toContain('TYPESENSE_URL is not set');
    expect(stderr).toContain('TYPESENSE_API_KEY is not set');
    expect(fake.requests).toHaveLength(0);
  });

  it('asks for a collection when the tenant searches in the browser', async () => {
    const env = { TYPESENSE_URL: fake.url, TYPESENSE_API_KEY: fake.adminKey };
    const { code, stderr } = await run(['--tenant', 'harbourside-toyota'], env);
    expect(code).toBe(1);
    expect(stderr).toContain('harbourside-toyota: search.engine is "embedded"');
    expect(stderr).toContain('pass --collection <name>');
    expect(fake.requests).toHaveLength(0);
  });

  it('wants a tenant and knows its arguments (exit 2)', async () => {
    expect((await run([], {})).code).toBe(2);
    const unknown = await run(['--tenant', 'harbourside-toyota', '--colection', 'cars'], {});
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Unknown argument --colection');
  });
});
