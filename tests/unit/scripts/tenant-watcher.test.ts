// Which saves in a tenant's folder npm run watch:tenants rebuilds for.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { watchTenantFolders, type TenantFileChange } from '../../../scripts/lib/tenant-watcher.ts';
import { makeProject } from '../../support/tenant-fixture.ts';
import { waitFor } from '../../support/wait.ts';

let project: ReturnType<typeof makeProject> | undefined;
let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  project?.cleanup();
});

describe('watchTenantFolders', () => {
  it("reports the tenant's JSON files and its stock feed, not editors' swap, lock and backup files", async () => {
    project = makeProject();
    for (const slug of ['outback-rv', 'harbourside-toyota'])
      mkdirSync(join(project.tenantsDir, slug, 'feeds'), { recursive: true });
    const folder = join(project.tenantsDir, 'outback-rv');
    const changes: TenantFileChange[] = [];
    ({ close } = watchTenantFolders(project.tenantsDir, ['outback-rv', 'harbourside-toyota'], {
      feedOf: (slug) => (slug === 'outback-rv' ? join('feeds', 'stock.csv') : null),
      onChange: (change) => changes.push(change),
      onError: (_slug, error) => {
        throw error;
      },
    }));
    for (const name of ['.site.json.swp', '.#site.json', 'site.json~', 'notes.txt', join('feeds', 'other.csv')])
      writeFileSync(join(folder, name), 'x');
    writeFileSync(join(folder, 'offers.json'), '[]');
    await waitFor(() => changes.length > 0);
    // an editor saving by writing a copy and renaming it over the file
    writeFileSync(join(folder, 'feeds', 'stock.csv.tmp'), 'id\n');
    renameSync(join(folder, 'feeds', 'stock.csv.tmp'), join(folder, 'feeds', 'stock.csv'));
    await waitFor(() => changes.some((change) => change.file.endsWith('stock.csv')));
    writeFileSync(join(project.tenantsDir, 'harbourside-toyota', 'site.json'), '{}');
    await waitFor(() => changes.some((change) => change.slug === 'harbourside-toyota'));
    expect(new Set(changes.map(({ slug, file }) => `${slug}: ${file}`))).toEqual(
      new Set([
        'outback-rv: offers.json',
        `outback-rv: ${join('feeds', 'stock.csv')}`,
        'harbourside-toyota: site.json',
      ]),
    );
  });

  it('watches a tenant folder added while watching: a copied folder at once, a new one as files arrive', async () => {
    project = makeProject();
    const changes: TenantFileChange[] = [];
    ({ close } = watchTenantFolders(project.tenantsDir, [], {
      feedOf: () => null,
      onChange: (change) => changes.push(change),
      onError: (_slug, error) => {
        throw error;
      },
    }));
    // a folder copied in whole: its files were written before anything watched it
    const copy = mkdtempSync(join(project.tenantsDir, '..', 'copy-'));
    writeFileSync(join(copy, 'site.json'), '{}');
    writeFileSync(join(copy, 'notes.txt'), 'x');
    renameSync(copy, join(project.tenantsDir, 'copied-dealer'));
    await waitFor(() => changes.some((change) => change.slug === 'copied-dealer'));
    // a folder made empty, its file saved after; a template folder is no tenant
    mkdirSync(join(project.tenantsDir, 'new-dealer'));
    mkdirSync(join(project.tenantsDir, '_template'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    writeFileSync(join(project.tenantsDir, '_template', 'site.json'), '{}');
    writeFileSync(join(project.tenantsDir, 'new-dealer', 'site.json'), '{}');
    await waitFor(() => changes.some((change) => change.slug === 'new-dealer'));
    expect(new Set(changes.map(({ slug, file }) => `${slug}: ${file}`))).toEqual(
      new Set(['copied-dealer: site.json', 'new-dealer: site.json']),
    );
    // removed and made again, it is watched again
    rmSync(join(project.tenantsDir, 'new-dealer'), { recursive: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    changes.length = 0;
    mkdirSync(join(project.tenantsDir, 'new-dealer'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    writeFileSync(join(project.tenantsDir, 'new-dealer', 'offers.json'), '[]');
    await waitFor(() => changes.some((change) => change.file === 'offers.json'));
    expect(new Set(changes.map(({ slug, file }) => `${slug}: ${file}`))).toEqual(new Set(['new-dealer: offers.json']));
  });
});
