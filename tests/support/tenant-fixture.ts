import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REAL_TENANTS = fileURLToPath(new URL('../../tenants/', import.meta.url));

/** A throwaway project: tenants/ (copies of real tenants, optionally edited), dist/ and .build/. */
export function makeProject(): {
  tenantsDir: string;
  distDir: string;
  workDir: string;
  copyTenant: (slug: string, edit?: (site: Record<string, unknown>) => void) => void;
  writeDist: (slug: string, files: Record<string, string>) => void;
  cleanup: () => void;
} {
  const dir = mkdtempSync(join(tmpdir(), 'dealer-project-'));
  const tenantsDir = join(dir, 'tenants');
  const distDir = join(dir, 'dist');
  const workDir = join(dir, '.build');
  mkdirSync(tenantsDir);
  return {
    tenantsDir,
    distDir,
    workDir,
    copyTenant(slug, edit) {
      cpSync(join(REAL_TENANTS, slug), join(tenantsDir, slug), { recursive: true });
      if (edit) {
        const file = join(tenantsDir, slug, 'site.json');
        const site = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
        edit(site);
        writeFileSync(file, JSON.stringify(site, null, 2));
      }
    },
    writeDist(slug, files) {
      for (const [path, body] of Object.entries(files)) {
        const full = join(distDir, slug, path);
        mkdirSync(dirname(full), { recursive: true });
        writeFileSync(full, body);
      }
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}
