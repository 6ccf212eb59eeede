import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's postgresql package puts the server programs here, one folder per major version. */
const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The newest /usr/lib/postgresql/<version>/bin holding initdb and pg_ctl, or null. */
export function postgresBinDir(): { dir: string; version: string } | null {
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((version) => ['initdb', 'pg_ctl'].every((bin) => existsSync(join(DEBIAN_ROOT, version, 'bin', bin))))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? { dir: join(DEBIAN_ROOT, versions[0], 'bin'), version: versions[0] } : null;
}

export interface Cluster {
  /** node-postgres connection string over the cluster's unix socket. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster for one test file: initdb into a temp directory, then
 * pg_ctl start on a unix socket in that directory (no TCP port to collide on), trust
 * auth, fsync off. Debian's server refuses to run as root, so as root the programs run
 * as the postgres user (runuser) in a directory it owns (DESIGN.md, known facts).
 * stop() shuts it down at once and deletes the directory; a process exit does the same,
 * so a crashed test run never leaves a server behind.
 */
export async function startCluster(binDir: string): Promise<Cluster> {
  const root = mkdtempSync(join(tmpdir(), 'leads-pg-'));
  const data = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  const command = (bin: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(binDir, bin), ...args]] : [join(binDir, bin), args];
  const stopArgs = command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);

  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopNow);
    try {
      if (existsSync(join(data, 'postmaster.pid'))) execFileSync(...stopArgs, { stdio: 'ignore' });
    } catch {
      // already down
    }
    rmSync(root, { recursive: true, force: true });
  };
  process.on('exit', stopNow);

  try {
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(root, uid, gid);
    }
    await run(
      ...command('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']),
    );
    const serverOptions = `-k ${root} -c listen_addresses='' -F -c synchronous_commit=off -c full_page_writes=off`;
    await run(
      ...command('pg_ctl', [
        '-D',
        data,
        '-l',
        join(root, 'server.log'),
        '-o',
        serverOptions,
        '-w',
        '-t',
        '60',
        'start',
      ]),
    );
  } catch (error) {
    stopNow();
    throw error;
  }
  return {
    url: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(root)}`,
    async stop() {
      stopNow();
    },
  };
}
