import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every stylesheet and component style block under `dir`. */
export function styleSources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(css|astro|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}
