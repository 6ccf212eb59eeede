import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tenantsToBuild } from '../../../scripts/lib/freshness.ts';
import { makeProject } from '../../support/tenant-fixture.ts';

let project: ReturnType<typeof makeProject>;
afterEach(() => project?.cleanup());

const setTime = (path: string, seconds: number) => utimesSync(path, seconds, seconds);
const needsBuild = (slug: string, dirs: Parameters<typeof tenantsToBuild>[1]) =>
  tenantsToBuild([slug], dirs).length > 0;

describe('tenantsToBuild', () => {
  it('needs a build when dist/<slug> has no home page', () => {
    project = makeProject();
    project.copyTenant('outback-rv');
    expect(needsBuild('outback-rv', project)).toBe(true);
    project.writeDist('outback-rv', { '404.html': 'x' });
    expect(needsBuild('outback-rv', project)).toBe(true);
  });

  it('needs a build when anything under tenants/<slug> is newer than the build', () => {
    project = makeProject();
    project.copyTenant('outback-rv');
    project.copyTenant('harbourside-toyota');
    project.writeDist('outback-rv', { 'index.html': 'x' });
    project.writeDist('harbourside-toyota', { 'index.html': 'x' });
    for (const slug of ['outback-rv', 'harbourside-toyota']) {
      const folder = join(project.tenantsDir, slug);
      for (const entry of readdirSync(folder, { recursive: true })) setTime(join(folder, String(entry)), 1_000);
      setTime(folder, 1_000);
      setTime(join(project.distDir, slug), 2_000);
    }
    expect(tenantsToBuild(['outback-rv', 'harbourside-toyota'], project)).toEqual([]);

    setTime(join(project.tenantsDir, 'outback-rv', 'site.json'), 3_000);
    expect(needsBuild('outback-rv', project)).toBe(true);
    expect(tenantsToBuild(['outback-rv', 'harbourside-toyota'], project)).toEqual(['outback-rv']);
  });

  it('needs a build of every tenant when the shared sources are newer than the build', () => {
    project = makeProject();
    project.copyTenant('outback-rv');
    project.writeDist('outback-rv', { 'index.html': 'x' });
    const folder = join(project.tenantsDir, 'outback-rv');
    for (const entry of readdirSync(folder, { recursive: true })) setTime(join(folder, String(entry)), 1_000);
    setTime(folder, 1_000);
    setTime(join(project.distDir, 'outback-rv'), 2_000);
    const source = join(project.tenantsDir, '..', 'source.ts');
    writeFileSync(source, 'export {};');
    setTime(source, 1_500);
    expect(needsBuild('outback-rv', { ...project, sources: [source] })).toBe(false);
    setTime(source, 3_000);
    expect(needsBuild('outback-rv', { ...project, sources: [source] })).toBe(true);
  });
});
