import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTenant, problemCount } from '../../../scripts/lib/tenant-check.ts';
import { listTenantSlugs } from '../../../src/tenant/load.ts';
import { makeProject } from '../../support/tenant-fixture.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

let project: ReturnType<typeof makeProject> | undefined;
afterEach(() => project?.cleanup());

describe('checkTenant', () => {
  it('reports a wrong type and a missing field in the editor format', () => {
    project = makeProject();
    project.copyTenant('drivewise-online', (site) => {
      site.name = false;
      delete site.domain;
    });
    const check = checkTenant('drivewise-online', project.tenantsDir);
    expect(check.ok).toBe(false);
    const file = `${project.tenantsDir}/drivewise-online/site.json`;
    expect(check.ok ? [] : check.problems).toEqual([
      `${file}: $.name: a string, received false`,
      `${file}: $.domain: a value for this required field, received nothing`,
    ]);
    expect(problemCount([check])).toBe(2);
  });
});

describe('checkTenant: offers.json and blog.json', () => {
  const writeOffers = (offers: unknown) =>
    writeFileSync(`${project?.tenantsDir}/drivewise-online/offers.json`, JSON.stringify(offers, null, 2));
  const demoOffers = () =>
    JSON.parse(readFileSync(`${ROOT}tenants/drivewise-online/offers.json`, 'utf8')) as Record<string, unknown>[];

  it('warns, per offer, about markup the page leaves out, and passes', () => {
    project = makeProject();
    project.copyTenant('drivewise-online');
    const offers = demoOffers();
    const third = offers[2] as { description: string };
    third.description += '<script>alert(1)</script><img src=x onerror=alert(1)>';
    writeOffers(offers);
    const check = checkTenant('drivewise-online', project.tenantsDir);
    expect(check.ok).toBe(true);
    expect(check.warnings).toEqual([
      `${project.tenantsDir}/drivewise-online/offers.json: $[2].description (offer ${String(offers[2]?.id)}): removed <script>, <img>`,
    ]);
    expect(problemCount([check])).toBe(0);
  });

  it('reports an invalid offers.json as a problem, as the build would', () => {
    project = makeProject();
    project.copyTenant('drivewise-online');
    const offers = demoOffers();
    (offers[0] as { category: string }).category = 'Cheap deal';
    writeOffers(offers);
    const check = checkTenant('drivewise-online', project.tenantsDir);
    expect(check.ok ? [] : check.problems).toEqual([
      expect.stringMatching(/drivewise-online\/offers\.json: \$\[0\]\.category: one of .*, received "Cheap deal"$/),
    ]);
  });
});

describe('npm run check:tenants', () => {
  it('prints one OK line per valid tenant, no warning for the demo tenants, and exits 0', () => {
    const run = spawnSync(process.execPath, ['scripts/check-tenants.ts'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).not.toContain('warning');
    const lines = run.stdout.trim().split('\n');
    expect(lines.map((line) => line.split(' ')[1])).toEqual(listTenantSlugs(`${ROOT}tenants`));
    for (const line of lines) expect(line).toMatch(/^OK [a-z0-9-]+ \(.+, template [a-z-]+\)$/);
  });

  it('names an unknown tenant and exits 2', () => {
    const run = spawnSync(process.execPath, ['scripts/check-tenants.ts', '--tenant', 'no-such-dealer'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Unknown tenant "no-such-dealer"');
  });
});
