import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The lock file beside the PGlite data, holding the pid of the process that has it open. */
const LOCK_FILE = 'pglite.lock';

/** A second process asked for a data directory that a live process holds. */
class DataDirectoryLockedError extends Error {
  readonly directory: string;
  readonly pid: number;
  constructor(directory: string, pid: number) {
    super(
      `The lead database in ${directory} is in use by another process (pid ${pid}). ` +
        `Stop that process first, or set DATA_DIR to another directory. ` +
        `(PGlite takes no lock of its own: two processes on one directory would corrupt it.)`,
    );
    this.name = 'DataDirectoryLockedError';
    this.directory = directory;
    this.pid = pid;
  }
}

export interface DirectoryLock {
  readonly path: string;
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
}

/** Whether a process with this pid is running (EPERM: it runs under another user). */
function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the directory for this process: creates <dir>/pglite.lock with O_EXCL and writes
 * the pid into it. A lock whose pid is dead (a process that was killed) is taken over; a
 * live one, this process's own included, refuses with DataDirectoryLockedError.
 */
export function lockDirectory(directory: string): DirectoryLock {
  const dir = resolve(directory);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  // a few rounds: a stale lock is removed, then another process may win the new one
  for (let round = 0; round < 5; round++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(path);
      if (pid !== null && (pid === process.pid || processAlive(pid))) throw new DataDirectoryLockedError(dir, pid);
      if (pid === null && round === 0) {
        // another process may be between creating the file and writing its pid: look again
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        continue;
      }
      // stale: remove it only if it still names the same dead process, then try again
      if (readPid(path) === pid) {
        try {
          unlinkSync(path);
        } catch (unlinkError) {
          if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
        }
      }
      continue;
    }
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    let released = false;
    return {
      path,
      release() {
        if (released) return;
        released = true;
        if (readPid(path) !== process.pid) return;
        try {
          unlinkSync(path);
        } catch {
          // already gone: nothing to release
        }
      },
    };
  }
  throw new Error(`Could not take the lock ${path}: other processes keep replacing it.`);
}
