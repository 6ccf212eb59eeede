import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDirectory } from '../../src/server/storage/lock.ts';
import { openStorage } from '../../src/server/storage/open.ts';
import { startApiProcess } from '../../scripts/lib/api-process.ts';
import { freshDataDir } from '../support/pglite-template.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = freshDataDir('leads-lock-');
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The lock file beside the PGlite data (src/server/README.md), holding its owner's pid. */
const LOCK_FILE = 'pglite.lock';

/** A pid that no process has any more: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

/** `npm run api` on a data directory, as a second server would be started. */
const startApi = (dataDir: string) => startApiProcess(dataDir);

describe('the PGlite data directory lock', () => {
  it('a second lock in the same process is refused, naming the directory and the pid', () => {
    const dir = tempDir();
    const lock = lockDirectory(dir);
    try {
      expect(() => lockDirectory(dir)).toThrow(
        expect.objectContaining({ name: 'DataDirectoryLockedError', directory: resolve(dir), pid: process.pid }),
      );
      expect(() => lockDirectory(dir)).toThrow(`${dir} is in use by another process (pid ${process.pid})`);
    } finally {
      lock.release();
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('a lock left by a process that died is taken over', () => {
    const dir = tempDir();
    const stale = deadPid();
    writeFileSync(join(dir, LOCK_FILE), `${stale}\n`);
    const lock = lockDirectory(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('an empty or unreadable lock file (a writer that died mid-way) is taken over', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), '');
    lockDirectory(dir).release();
  });
});

describe('a second server on the same PGlite directory', () => {
  const dataDir = tempDir();
  let leadId: string;

  it('is refused with a clear message naming the directory and the pid, and the first keeps its data', async () => {
    const db = await openStorage({ dataDir });
    try {
      leadId = crypto.randomUUID();
      await db.query(
        `INSERT INTO leads (id, tenant, kind, category, payload) VALUES ($1, 'harbourside-toyota', 'enquiry', 'General Enquiry', '{}')`,
        [leadId],
      );
      // the first server holds the directory while a second one is started on it
      const second = await startApi(dataDir).exited;
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(
        `The lead database in ${resolve(dataDir)} is in use by another process (pid ${process.pid}).`,
      );
      expect(second.stderr).not.toMatch(/\n\s+at /);
      // the first server goes on working
      expect((await db.query('SELECT id FROM leads')).rows).toEqual([{ id: leadId }]);
    } finally {
      await db.close();
    }
  });

  // runs after the test above (tests of a file run in order): the directory now holds its lead
  it('once the first has stopped, starts, takes leads, and closes PGlite cleanly on SIGTERM', async () => {
    const api = startApi(dataDir);
    const port = await api.port();
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).not.toBe(String(process.pid));
    const res = await fetch(`http://127.0.0.1:${port}/api/leads`, {
      method: 'POST',
      headers: {
        origin: 'http://harbourside-toyota.localhost:4321',
        'content-type': 'application/json',
        'idempotency-key': 'lock-test-1',
      },
      body: JSON.stringify({ kind: 'request-photos', name: 'Jane', email: 'jane@example.com', phone: '0412 345 678' }),
    });
    expect(res.status).toBe(201);
    const { lead_id } = (await res.json()) as { lead_id: string };
    api.kill('SIGTERM');
    const result = await api.exited;
    expect(result.code).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);

    // the data is intact: both leads are there when the directory is opened again
    const db = await openStorage({ dataDir });
    try {
      const rows = await db.query<{ id: string }>('SELECT id FROM leads ORDER BY created_at');
      expect(rows.rows.map((r) => r.id)).toEqual([leadId, lead_id]);
    } finally {
      await db.close();
    }
  });
});
