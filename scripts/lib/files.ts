import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under dir, as posix paths relative to it, sorted. */
function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

export function countHtmlFiles(dir: string): number {
  return listFiles(dir).filter((file) => file.endsWith('.html')).length;
}
