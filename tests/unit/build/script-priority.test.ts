import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { builtPagesIntegration } from '../../../src/build/built-pages.ts';
import { scriptPriorityStep } from '../../../src/build/script-priority.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the integration's build hook over a built site made of the given files; the pages after it. */
async function build(files: Record<string, string>): Promise<(path: string) => string> {
  const dir = mkdtempSync(join(tmpdir(), 'script-priority-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const hook = builtPagesIntegration([scriptPriorityStep]).hooks['astro:build:done'] as unknown as (options: {
    dir: URL;
  }) => Promise<void>;
  await hook({ dir: pathToFileURL(`${dir}/`) });
  return (path) => readFileSync(join(dir, path), 'utf8');
}

// modules as the bundler writes them: static imports, a side-effect import, a dynamic one
const MODULES = {
  '_astro/menu.js': 'document.title;',
  '_astro/layout.js': 'import{n as e}from"./trail.js";e();',
  '_astro/trail.js': 'import"./storage.js";export{t as n};',
  '_astro/storage.js': 'const s=sessionStorage;',
  '_astro/vehicle.js': 'import{n as e}from"./trail.js";import("./viewer.js").then(e);',
  '_astro/viewer.js': 'export const v=1;',
};

describe('scriptPriorityStep', () => {
  it('loads every page script at low priority, each of its static imports preloaded once at low priority ahead of it', async () => {
    const page = await build({
      ...MODULES,
      'cars/a-car/index.html':
        '<body><main>A car</main><script type="module" src="/_astro/menu.js"></script>' +
        '<script type="module" src="/_astro/vehicle.js"></script>' +
        '<script type="module" src="/_astro/layout.js"></script></body>',
    });
    expect(page('cars/a-car/index.html')).toBe(
      '<body><main>A car</main><script type="module" src="/_astro/menu.js" fetchpriority="low"></script>' +
        '<link rel="modulepreload" href="/_astro/trail.js" fetchpriority="low">' +
        '<link rel="modulepreload" href="/_astro/storage.js" fetchpriority="low">' +
        '<script type="module" src="/_astro/vehicle.js" fetchpriority="low"></script>' +
        '<script type="module" src="/_astro/layout.js" fetchpriority="low"></script></body>',
    );
  });

  it('leaves inline scripts, data blocks and pages without scripts as they are', async () => {
    const html =
      '<head><script type="application/ld+json">{"a":1}</script></head><body><script>recordVisit()</script></body>';
    const page = await build({ ...MODULES, 'index.html': html, 'about/index.html': '<p>About</p>' });
    expect(page('index.html')).toBe(html);
    expect(page('about/index.html')).toBe('<p>About</p>');
  });
});
