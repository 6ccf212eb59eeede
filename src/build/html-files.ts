import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every HTML file of a built site, at any depth. */
export async function htmlFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}
