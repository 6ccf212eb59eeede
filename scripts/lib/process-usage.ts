import { readdirSync, readFileSync } from 'node:fs';

export interface MemoryPeaks {
  /** The most the whole tree (this process and every process it started) held at once, in bytes. */
  treeBytes: number;
  /** The most any one of its child processes held, in bytes. */
  childBytes: number;
  samples: number;
}

/** Parent pid and resident set (bytes) of each live process, from /proc (Linux only). */
function processTable(): Map<number, { ppid: number; rss: number }> {
  const table = new Map<number, { ppid: number; rss: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const status = readFileSync(`/proc/${name}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      // a kernel thread or a zombie has no VmRSS line
      const rss = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
      table.set(Number(name), { ppid, rss });
    } catch {
      // the process ended between the listing and the read
    }
  }
  return table;
}

/**
 * Samples the resident memory of this process and all its descendants (the `astro build`
 * children and the esbuild services they start) every `intervalMs`, keeping the peaks. RSS
 * read from /proc/<pid>/status; a peak shorter than the interval can be missed.
 */
export function watchMemory(intervalMs = 250): { stop: () => MemoryPeaks } {
  const peaks: MemoryPeaks = { treeBytes: 0, childBytes: 0, samples: 0 };
  const sample = () => {
    let table: ReturnType<typeof processTable>;
    try {
      table = processTable();
    } catch {
      return; // no /proc: not Linux
    }
    const tree = new Set([process.pid]);
    // parents come before children in most listings, but not always: repeat until nothing joins
    for (let grew = true; grew;) {
      grew = false;
      for (const [pid, { ppid }] of table)
        if (!tree.has(pid) && tree.has(ppid)) {
          tree.add(pid);
          grew = true;
        }
    }
    let total = 0;
    for (const pid of tree) {
      const rss = table.get(pid)?.rss ?? 0;
      total += rss;
      if (pid !== process.pid) peaks.childBytes = Math.max(peaks.childBytes, rss);
    }
    peaks.treeBytes = Math.max(peaks.treeBytes, total);
    peaks.samples++;
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { ...peaks };
    },
  };
}

/** Kernel clock ticks per second (USER_HZ), which /proc/<pid>/stat counts in: 100 on Linux. */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user and system) that this process's ended children used, with their own ended
 * children: /proc/self/stat's cutime and cstime. Unlike wall time it barely moves when other
 * work shares the cores, so a busy machine's run still says what the builds cost. Null off Linux.
 */
export function endedChildrenCpuSeconds(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // fields after the command name, which is in parentheses and may hold spaces
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime are fields 16 and 17 of the whole line, 14 and 15 here (state is field 3)
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
