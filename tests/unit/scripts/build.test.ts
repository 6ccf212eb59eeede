import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CDN_FILES } from '../../../src/build/cdn-files.ts';
import { buildTenants, summarize } from '../../../scripts/lib/build-all.ts';
import type { AstroRunner } from '../../../scripts/lib/build-tenant.ts';
import { makeProject } from '../../support/tenant-fixture.ts';

/** Stands in for `astro build`: writes pages into the out dir it is given, then exits with code. */
function fakeAstro(
  pagesBySlug: Record<string, string[]>,
  code = 0,
): AstroRunner & { runs: { slug: string; outDir: string; buildTime: string }[] } {
  const runs: { slug: string; outDir: string; buildTime: string }[] = [];
  const runner = async ({ slug, outDir, buildTime, logFile }: Parameters<AstroRunner>[0]) => {
    runs.push({ slug, outDir, buildTime });
    for (const page of pagesBySlug[slug] ?? []) {
      mkdirSync(join(outDir, page, '..'), { recursive: true });
      writeFileSync(join(outDir, page), `<title>${slug}</title>`);
    }
    writeFileSync(logFile, code === 0 ? 'Complete!\n' : 'line 1\n[ERROR] Could not render /pages/x\n');
    return code;
  };
  return Object.assign(runner, { runs });
}

let project: ReturnType<typeof makeProject>;
afterEach(() => project?.cleanup());

function output() {
  const lines: string[] = [];
  return { write: (text: string) => void lines.push(text), text: () => lines.join('') };
}

describe('buildTenants', () => {
  it('builds each tenant into dist/<slug>, counting its HTML pages, with one build time for the run', async () => {
    project = makeProject();
    project.copyTenant('outback-rv');
    project.copyTenant('harbourside-toyota');
    const runner = fakeAstro({
      'harbourside-toyota': ['index.html', '404.html', 'privacy-policy/index.html', '_astro/a.js'],
      'outback-rv': ['index.html', '404.html'],
    });
    const out = output();
    const outcomes = await buildTenants(['harbourside-toyota', 'outback-rv'], { ...project, runner, write: out.write });

    expect(outcomes.map((o) => o.ok)).toEqual([true, true]);
    expect(out.text()).toMatch(
      /^\[1\/2\] harbourside-toyota \.\.\. 3 pages in \d+\.\d s\n\[2\/2\] outback-rv \.\.\. 2 pages in \d+\.\d s\n$/,
    );
    expect(readFileSync(join(project.distDir, 'harbourside-toyota', 'index.html'), 'utf8')).toBe(
      '<title>harbourside-toyota</title>',
    );
    expect(new Set(runner.runs.map((r) => r.buildTime)).size).toBe(1);
    for (const run of runner.runs) {
      expect(run.outDir.startsWith(project.workDir)).toBe(true);
      expect(existsSync(run.outDir)).toBe(false);
    }
    expect(summarize(outcomes)).toBe('Built 2 tenants into dist/.');
  });

  it('stops an invalid tenant with every problem, writes nothing for it and builds the others', async () => {
    project = makeProject();
    project.copyTenant('outback-rv', (site) => {
      (site.finance as Record<string, unknown>).provider = 'Bogus Finance';
      site.name = 42;
      site.colour = 'red';
      delete site.domain;
      site.social = { facebook: 'not a url' };
    });
    project.copyTenant('harbourside-toyota');
    project.writeDist('outback-rv', { 'index.html': 'previous outback build' });
    project.writeDist('southern-cross-motors', { 'index.html': 'another tenant' });
    const runner = fakeAstro({ 'harbourside-toyota': ['index.html'], 'outback-rv': ['index.html'] });
    const out = output();

    const outcomes = await buildTenants(['outback-rv', 'harbourside-toyota'], { ...project, runner, write: out.write });

    const file = join(project.tenantsDir, 'outback-rv', 'site.json');
    const text = out.text();
    expect(text).toContain('[1/2] outback-rv ... invalid config, not built (5 problems):\n');
    for (const line of [
      `${file}: $.name: a string, received 42`,
      `${file}: $.domain: a value for this required field, received nothing`,
      `${file}: $.social.facebook: an absolute URL such as https://www.example.com.au, received "not a url"`,
      `${file}: $.finance.provider: one of ("Taurus" | "Angle" | "360 Finance" | "Nissan Finance" | "Manual" | "Powertorque" | "AusLoans" | "Car Clarity"), received "Bogus Finance"`,
      `${file}: $.colour: a known field name (see tenants/site.schema.json), received an unknown field "colour"`,
    ]) {
      expect(text).toContain(`${line}\n`);
    }
    expect(runner.runs.map((r) => r.slug)).toEqual(['harbourside-toyota']);
    expect(readFileSync(join(project.distDir, 'outback-rv', 'index.html'), 'utf8')).toBe('previous outback build');
    expect(readFileSync(join(project.distDir, 'southern-cross-motors', 'index.html'), 'utf8')).toBe('another tenant');
    expect(existsSync(join(project.distDir, 'harbourside-toyota', 'index.html'))).toBe(true);
    expect(outcomes.map((o) => o.ok)).toEqual([false, true]);
    expect(summarize(outcomes)).toBe('Built 1 of 2 tenants; failed: outback-rv.');
  });

  it('builds a tenant whose offers hold markup the site leaves out, and prints what was removed', async () => {
    project = makeProject();
    project.copyTenant('outback-rv');
    const file = join(project.tenantsDir, 'outback-rv', 'offers.json');
    const offers = JSON.parse(readFileSync(file, 'utf8')) as { id: number; description: string }[];
    const [first] = offers;
    if (!first) throw new Error('outback-rv has no offers');
    first.description += '<iframe src="https://example.com"></iframe>';
    writeFileSync(file, JSON.stringify(offers));
    const out = output();

    const [outcome] = await buildTenants(['outback-rv'], {
      ...project,
      runner: fakeAstro({ 'outback-rv': ['index.html'] }),
      write: out.write,
    });

    expect(outcome?.ok).toBe(true);
    const [, built, warning] = out.text().split(/ \.\.\. |\n/);
    expect(built).toMatch(/^1 pages in \d+\.\d s$/);
    expect(warning).toBe(`warning: ${file}: $[0].description (offer ${first.id}): removed <iframe>`);
  });

  it('keeps the previous dist/<slug> when Astro fails, and prints the end of its log', async () => {
    project = makeProject();
    project.copyTenant('outback-rv');
    project.writeDist('outback-rv', { 'index.html': 'previous outback build', 'old/index.html': 'old page' });
    const runner = fakeAstro({ 'outback-rv': ['index.html', 'half-written/index.html'] }, 1);
    const out = output();

    const [outcome] = await buildTenants(['outback-rv'], { ...project, runner, write: out.write });

    expect(outcome?.ok).toBe(false);
    expect(out.text()).toContain('[1/1] outback-rv ... FAILED after');
    expect(out.text()).toContain('astro build exited with code 1');
    expect(out.text()).toContain('[ERROR] Could not render /pages/x');
    expect(readdirSync(join(project.distDir, 'outback-rv')).sort()).toEqual(['index.html', 'old']);
    expect(readFileSync(join(project.distDir, 'outback-rv', 'index.html'), 'utf8')).toBe('previous outback build');
    expect(readdirSync(project.workDir)).toEqual(['logs']);
  });

  it('treats a build that wrote no home page as failed', async () => {
    project = makeProject();
    project.copyTenant('outback-rv');
    const out = output();
    const [outcome] = await buildTenants(['outback-rv'], { ...project, runner: fakeAstro({}), write: out.write });
    expect(outcome?.ok).toBe(false);
    expect(out.text()).toContain('the build wrote no index.html');
    expect(existsSync(join(project.distDir, 'outback-rv'))).toBe(false);
  });

  it('replaces the previous build whole: pages that are gone disappear', async () => {
    project = makeProject();
    project.copyTenant('outback-rv');
    project.writeDist('outback-rv', { 'index.html': 'old', 'removed-page/index.html': 'old' });
    await buildTenants(['outback-rv'], {
      ...project,
      runner: fakeAstro({ 'outback-rv': ['index.html'] }),
      write: () => {},
      buildTime: '2026-11-25T03:00:00.000Z',
    });
    expect(readdirSync(join(project.distDir, 'outback-rv')).sort()).toEqual(['_cdn', 'index.html']);
    expect(readdirSync(project.distDir)).toEqual(['outback-rv']);
    // which tenant the folder holds, for npm run publish to check
    expect(JSON.parse(readFileSync(join(project.distDir, 'outback-rv', CDN_FILES.buildRecord), 'utf8'))).toEqual({
      tenant: 'outback-rv',
      builtAt: '2026-11-25T03:00:00.000Z',
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('clears what an interrupted build of the same tenant left behind, and nothing else', async () => {
    project = makeProject();
    project.copyTenant('outback-rv');
    project.writeDist('.outback-rv.old-0badf00d', { 'index.html': 'renamed away' });
    project.writeDist('outback-rv-extra', { 'index.html': 'not a leftover' });
    mkdirSync(join(project.workDir, 'outback-rv-deadbeef'), { recursive: true });
    mkdirSync(join(project.workDir, 'southern-cross-motors-deadbeef'), { recursive: true });
    await buildTenants(['outback-rv'], {
      ...project,
      runner: fakeAstro({ 'outback-rv': ['index.html'] }),
      write: () => {},
    });
    expect(readdirSync(project.distDir).sort()).toEqual(['outback-rv', 'outback-rv-extra']);
    expect(readdirSync(project.workDir).sort()).toEqual(['logs', 'southern-cross-motors-deadbeef']);
  });
});
