import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTenants, summarize } from '../../../scripts/lib/build-all.ts';
import type { AstroRunner } from '../../../scripts/lib/build-tenant.ts';
import { makeProject } from '../../support/tenant-fixture.ts';

const SLUGS = ['drivewise-online', 'harbourside-toyota', 'outback-rv', 'southern-cross-motors'];

/**
 * Stands in for `astro build`: each tenant's build waits until the test releases it, so the
 * test decides the order in which builds finish and can count how many run at once.
 */
function gatedAstro(failing: readonly string[] = []) {
  const release = new Map<string, () => void>();
  const started: string[] = [];
  let running = 0;
  let most = 0;
  const runner: AstroRunner = async ({ slug, outDir, logFile }) => {
    started.push(slug);
    most = Math.max(most, ++running);
    await new Promise<void>((resolve) => release.set(slug, resolve));
    running--;
    writeFileSync(logFile, failing.includes(slug) ? '[ERROR] Could not render /\n' : 'Complete!\n');
    if (failing.includes(slug)) return 1;
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), `<title>${slug}</title>`);
    return 0;
  };
  return {
    runner,
    started,
    mostAtOnce: () => most,
    /** Lets the slug's build end, once it has started. */
    async finish(slug: string) {
      await until(() => release.has(slug));
      release.get(slug)?.();
      release.delete(slug);
    },
  };
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!condition()) throw new Error('timed out waiting for a build to start');
}

let project: ReturnType<typeof makeProject>;
afterEach(() => project?.cleanup());

function setUp() {
  project = makeProject();
  for (const slug of SLUGS) project.copyTenant(slug);
  const lines: string[] = [];
  return { lines, write: (text: string) => void lines.push(text) };
}

describe('buildTenants with several jobs', () => {
  it('never runs more builds at once than it has jobs, and starts the next as one ends', async () => {
    const out = setUp();
    const astro = gatedAstro();
    const run = buildTenants(SLUGS, { ...project, runner: astro.runner, jobs: 2, write: out.write });

    await until(() => astro.started.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(astro.started).toEqual(SLUGS.slice(0, 2));
    await astro.finish('harbourside-toyota');
    await until(() => astro.started.length === 3);
    expect(astro.started[2]).toBe('outback-rv');
    for (const slug of ['drivewise-online', 'southern-cross-motors', 'outback-rv']) await astro.finish(slug);
    await run;

    expect(astro.mostAtOnce()).toBe(2);
  });

  it('prints one line per tenant as it finishes, and gives the outcomes in the order asked', async () => {
    const out = setUp();
    const astro = gatedAstro();
    const run = buildTenants(SLUGS, { ...project, runner: astro.runner, jobs: 4, write: out.write });

    for (const slug of ['outback-rv', 'southern-cross-motors', 'drivewise-online', 'harbourside-toyota'])
      await astro.finish(slug);
    const outcomes = await run;

    expect(astro.mostAtOnce()).toBe(4);
    expect(out.lines.map((line) => line.replace(/ in \d+\.\d s/, ''))).toEqual([
      '[1/4] outback-rv ... 1 pages\n',
      '[2/4] southern-cross-motors ... 1 pages\n',
      '[3/4] drivewise-online ... 1 pages\n',
      '[4/4] harbourside-toyota ... 1 pages\n',
    ]);
    expect(outcomes.map((o) => o.slug)).toEqual(SLUGS);
  });

  it('goes on with the other tenants when one fails, and names it in the summary', async () => {
    const out = setUp();
    const astro = gatedAstro(['harbourside-toyota']);
    const run = buildTenants(SLUGS, { ...project, runner: astro.runner, jobs: 2, write: out.write });

    for (const slug of ['harbourside-toyota', 'drivewise-online', 'outback-rv', 'southern-cross-motors'])
      await astro.finish(slug);
    const outcomes = await run;

    expect(outcomes.map((o) => [o.slug, o.ok])).toEqual([
      ['drivewise-online', true],
      ['harbourside-toyota', false],
      ['outback-rv', true],
      ['southern-cross-motors', true],
    ]);
    // the failure's log stays in the same write as its line, not between other tenants' lines
    const failure = out.lines.find((line) => line.includes('harbourside-toyota'));
    expect(failure).toMatch(
      /^\[1\/4\] harbourside-toyota \.\.\. FAILED after \d+\.\d s: astro build exited with code 1\n/,
    );
    expect(failure).toContain('[ERROR] Could not render /');
    expect(summarize(outcomes)).toBe('Built 3 of 4 tenants; failed: harbourside-toyota.');
  });

  it("reads a waiting tenant's files when its turn comes, not when the run starts", async () => {
    const out = setUp();
    const astro = gatedAstro();
    const run = buildTenants(SLUGS.slice(0, 2), { ...project, runner: astro.runner, jobs: 1, write: out.write });

    await until(() => astro.started.length === 1);
    const file = join(project.tenantsDir, 'harbourside-toyota', 'site.json');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), name: 42 }));
    await astro.finish('drivewise-online');
    const outcomes = await run;

    expect(outcomes.map((o) => o.ok)).toEqual([true, false]);
    expect(out.lines[1]).toMatch(/^\[2\/2\] harbourside-toyota \.\.\. invalid config, not built \(1 problem\)/);
  });

  it('builds one tenant at a time without a jobs setting', async () => {
    const out = setUp();
    const astro = gatedAstro();
    const run = buildTenants(SLUGS, { ...project, runner: astro.runner, write: out.write });

    for (const slug of SLUGS) await astro.finish(slug);
    await run;

    expect(astro.mostAtOnce()).toBe(1);
    expect(astro.started).toEqual(SLUGS);
  });
});
