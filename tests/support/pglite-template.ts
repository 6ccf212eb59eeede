// A new PGlite data directory for a test, copied from one made once per PGlite version (and
// version of the server's opener, storage/pglite.ts).
// Creating a cluster runs initdb inside WebAssembly: 6 to 11 CPU seconds each time on this
// project's 2-core runners, against about 0.1 s to copy one. The copy is the cluster as
// PGlite leaves it after initdb, nothing more: the test's own openStorage (or server) still
// runs every migration, as a first start in production does.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openPglite } from '../../src/server/storage/pglite.ts';

const PGLITE_PACKAGE = resolve('node_modules', '@electric-sql', 'pglite', 'package.json');
/** How the server creates a cluster: a change to it makes a new template. */
const OPENER = resolve('src', 'server', 'storage', 'pglite.ts');

function templateDir(): string {
  const { version } = JSON.parse(readFileSync(PGLITE_PACKAGE, 'utf8')) as { version: string };
  const opener = createHash('sha256').update(readFileSync(OPENER)).digest('hex').slice(0, 12);
  return resolve('.build', 'pglite-template', `${version}-${opener}`);
}

/** Makes the template unless it is there: run once before the tests (globalSetup). */
export async function ensurePgliteTemplate(): Promise<void> {
  const target = templateDir();
  if (existsSync(target)) return;
  const building = `${target}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  // opened and closed the way the server does it, so the copy is a cluster shut down cleanly
  const db = await openPglite(building);
  await db.close();
  try {
    renameSync(building, target);
  } catch (error) {
    // another run made it meanwhile
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
}

/** A new temporary data directory holding a fresh PGlite cluster; the caller deletes it. */
export function freshDataDir(prefix: string): string {
  const source = templateDir();
  if (!existsSync(source))
    throw new Error(`No PGlite template in ${source}: the test runner's globalSetup makes it (ensurePgliteTemplate)`);
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(source, dir, { recursive: true });
  return dir;
}
