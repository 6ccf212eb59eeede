import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every HTML file of a built site, at any depth. */
export function htmlFiles(root: string): string[] {
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}
