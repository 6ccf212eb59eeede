// npm run build skips a tenant built from the same inputs: its folder, the code, the day.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTenants, summarize, type BuildAllOptions } from '../../../scripts/lib/build-all.ts';
import { CDN_FILES } from '../../../src/build/cdn-files.ts';
import type { AstroRunner } from '../../../scripts/lib/build-tenant.ts';
import { makeProject } from '../../support/tenant-fixture.ts';

let project: ReturnType<typeof makeProject>;
afterEach(() => project?.cleanup());

/** Stands in for `astro build`, counting the builds it runs. */
function countingAstro(): AstroRunner & { built: string[] } {
  const built: string[] = [];
  const runner: AstroRunner = async ({ slug, outDir, logFile }) => {
    built.push(slug);
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), `<title>${slug}</title>`);
    writeFileSync(logFile, 'Complete!\n');
    return 0;
  };
  return Object.assign(runner, { built });
}

const SLUGS = ['outback-rv', 'harbourside-toyota'];
/** 10:00 in Sydney and Perth on 25 November; a day later; 23:30 in Sydney, still the 25th. */
const MORNING = '2026-11-24T23:00:00.000Z';
const NEXT_DAY = '2026-11-25T23:00:00.000Z';
const SAME_DAY_LATER = '2026-11-25T12:30:00.000Z';

function setUp() {
  project = makeProject();
  for (const slug of SLUGS) project.copyTenant(slug);
  const source = join(project.tenantsDir, '..', 'source.ts');
  writeFileSync(source, 'export const version = 1;');
  const runner = countingAstro();
  const options = (buildTime: string, extra: Partial<BuildAllOptions> = {}): BuildAllOptions => ({
    ...project,
    runner,
    buildTime,
    write: () => {},
    sources: { root: join(project.tenantsDir, '..'), paths: ['source.ts'] },
    ...extra,
  });
  const build = async (buildTime: string, extra: Partial<BuildAllOptions> = {}) => {
    runner.built.length = 0;
    const outcomes = await buildTenants(SLUGS, options(buildTime, extra));
    return { built: [...runner.built], summary: summarize(outcomes) };
  };
  return { build, options, source };
}

describe('incremental builds', () => {
  it('skips every tenant when nothing changed, and says so', async () => {
    const { build, options } = setUp();
    expect((await build(MORNING)).built).toEqual(SLUGS);
    const lines: string[] = [];
    const again = await buildTenants(SLUGS, { ...options(SAME_DAY_LATER), write: (text) => void lines.push(text) });
    expect(again.map((o) => 'skipped' in o)).toEqual([true, true]);
    expect(lines.join('')).toContain(
      '[1/2] outback-rv ... unchanged since its last build, skipped (--force builds it)',
    );
    expect(summarize(again)).toBe('Built 0 tenants into dist/, 2 unchanged.');
  });

  it('builds again only the tenant whose files changed (a site.json edit, a new stock feed)', async () => {
    const { build } = setUp();
    await build(MORNING);
    writeFileSync(join(project.tenantsDir, 'outback-rv', 'stock.json'), '[]');
    expect(await build(MORNING)).toEqual({ built: ['outback-rv'], summary: 'Built 1 tenant into dist/, 1 unchanged.' });
    project.copyTenant('harbourside-toyota', (site) => (site.tagline = 'Open seven days'));
    expect((await build(MORNING)).built).toEqual(['harbourside-toyota']);
  });

  it('builds every tenant again when the code changes, on a new day, and when forced', async () => {
    const { build, source } = setUp();
    await build(MORNING);
    writeFileSync(source, 'export const version = 2;');
    expect((await build(MORNING)).built).toEqual(SLUGS);
    expect((await build(MORNING)).built).toEqual([]);
    expect((await build(NEXT_DAY)).built).toEqual(SLUGS);
    expect((await build(NEXT_DAY, { force: true })).built).toEqual(SLUGS);
  });

  it('builds every tenant again when the API moves, and writes its /api/* routing only with one', async () => {
    const { build } = setUp();
    const routing = (slug: string) =>
      [CDN_FILES.cloudFrontApiBehavior, CDN_FILES.redirects].map((file) =>
        existsSync(join(project.distDir, slug, file)),
      );
    await build(MORNING);
    expect(routing('outback-rv')).toEqual([false, false]);
    expect((await build(MORNING, { apiHost: 'api-1.example.net' })).built).toEqual(SLUGS);
    expect(routing('outback-rv')).toEqual([true, true]);
    expect(readFileSync(join(project.distDir, 'outback-rv', CDN_FILES.redirects), 'utf8')).toContain(
      'https://api-1.example.net/api/:splat',
    );
    expect((await build(MORNING, { apiHost: 'api-1.example.net' })).built).toEqual([]);
    expect((await build(MORNING, { apiHost: 'api-2.example.net' })).built).toEqual(SLUGS);
    expect((await build(MORNING)).built).toEqual(SLUGS);
    expect(routing('harbourside-toyota')).toEqual([false, false]);
  });

  it('builds a tenant whose output is missing or was not recorded', async () => {
    const { build } = setUp();
    await build(MORNING);
    project.writeDist('outback-rv', { '_cdn/build.json': '{"tenant":"outback-rv"}' });
    expect((await build(MORNING)).built).toEqual(['outback-rv']);
  });
});
