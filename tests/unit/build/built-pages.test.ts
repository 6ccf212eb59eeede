import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { builtPagesIntegration, type PageStepOf } from '../../../src/build/built-pages.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'built-pages-'));
  dirs.push(dir);
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, 'index.html'), html);
    // long ago: a page written again gets a new time
    utimesSync(join(dir, path, 'index.html'), 1, 1);
  }
  return dir;
}

async function pass(dir: string, steps: PageStepOf[]): Promise<void> {
  const hook = builtPagesIntegration(steps).hooks['astro:build:done'] as unknown as (options: {
    dir: URL;
    pages: { pathname: string }[];
  }) => Promise<void>;
  await hook({ dir: pathToFileURL(`${dir}/`), pages: [] });
}

describe('the pass over the built pages', () => {
  it('gives each step the page as the steps before left it, writes a changed page once and leaves the others', async () => {
    const dir = site({ a: '<p>a</p>', b: '<p>b</p>' });
    const seen: string[] = [];
    const finished: string[] = [];
    const upper: PageStepOf = () => ({
      page: (file, html) => (file.endsWith(join('a', 'index.html')) ? html.toUpperCase() : undefined),
      finish: () => void finished.push('upper'),
    });
    const record: PageStepOf = (root) => ({
      page: (file, html) => void seen.push(`${file.slice(root.length).replace(/^\//, '')} ${html}`),
      finish: ({ root: finishedRoot }) => void finished.push(`record ${finishedRoot === root}`),
    });
    await pass(dir, [upper, record]);
    expect(seen.sort()).toEqual(['a/index.html <P>A</P>', 'b/index.html <p>b</p>']);
    expect(finished).toEqual(['upper', 'record true']);
    expect(readFileSync(join(dir, 'a', 'index.html'), 'utf8')).toBe('<P>A</P>');
    expect(statSync(join(dir, 'a', 'index.html')).mtimeMs).toBeGreaterThan(1000);
    expect(statSync(join(dir, 'b', 'index.html')).mtimeMs).toBe(1000);
  });
});
