import { execFileSync, spawnSync } from 'node:child_process';
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

describe('npm run check:tenants', () => {
  it('prints one OK line per valid tenant and exits 0', () => {
    const stdout = execFileSync(process.execPath, ['scripts/check-tenants.ts'], { cwd: ROOT, encoding: 'utf8' });
    const lines = stdout.trim().split('\n');
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
