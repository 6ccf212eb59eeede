import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { stalenessOf, tenantsToBuild } from '../../../scripts/lib/freshness.ts';
import { makeProject } from './tenant-fixture.ts';

let project: ReturnType<typeof makeProject>;
afterEach(() => project?.cleanup());

const setTime = (path: string, seconds: number) => utimesSync(path, seconds, seconds);

describe('stalenessOf', () => {
  it('needs a build when dist/<slug> has no home page', () => {
    project = makeProject();
    project.copyTenant('outback-rv');
    expect(stalenessOf('outback-rv', project)).toBe('missing');
    project.writeDist('outback-rv', { '404.html': 'x' });
    expect(stalenessOf('outback-rv', project)).toBe('missing');
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
    expect(stalenessOf('outback-rv', project)).toBe('outdated');
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
    expect(stalenessOf('outback-rv', { ...project, sources: [source] })).toBe('fresh');
    setTime(source, 3_000);
    expect(stalenessOf('outback-rv', { ...project, sources: [source] })).toBe('outdated');
  });
});
