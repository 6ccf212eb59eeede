import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A small built site in a temp folder: dist/<slug>/... plus a secret file outside dist. */
export function makeDist(sites: Record<string, Record<string, string>>): {
  dir: string;
  dist: string;
  cleanup: () => void;
} {
  const dir = mkdtempSync(join(tmpdir(), 'dealer-dist-'));
  const dist = join(dir, 'dist');
  writeFileSync(join(dir, 'secret.txt'), 'outside the site root');
  for (const [slug, files] of Object.entries(sites)) {
    for (const [path, body] of Object.entries(files)) {
      const full = join(dist, slug, path);
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, body);
    }
  }
  return { dir, dist, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
