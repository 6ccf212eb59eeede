import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageStepOf } from './built-pages.ts';

/** A processed `<script>` as Astro writes it: a module from the build's own assets. */
const MODULE_SCRIPT = /<script type="module" src="(\/[^"]+\.js)"><\/script>/g;
/** A static import in a built module (`import{a}from"./x.js"`, `import"./x.js"`); `import(` is dynamic. */
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*"(\.{1,2}\/[^"]+\.js)"/g;

/** The modules a built module imports statically, directly or not, by their site path. */
type StaticImports = (src: string) => readonly string[];

/**
 * Page scripts only enhance what the HTML already shows (menus, forms, the visit trail), so
 * they load at low priority: the document, the font and the main photo go first on a slow
 * network. A module's static imports would still be fetched at high priority, so each gets a
 * low-priority module preload ahead of the script, which the import then reuses.
 */
function lowerScriptPriority(html: string, staticImports: StaticImports): string {
  const preloaded = new Set<string>();
  return html.replace(MODULE_SCRIPT, (_script, src: string) => {
    const preloads = staticImports(src)
      .filter((href) => !preloaded.has(href) && href !== src)
      .map((href) => {
        preloaded.add(href);
        return `<link rel="modulepreload" href="${href}" fetchpriority="low">`;
      });
    return `${preloads.join('')}<script type="module" src="${src}" fetchpriority="low"></script>`;
  });
}

/** Reads the static import graph of a built site's modules, each file once. */
function staticImportsOf(root: string): StaticImports {
  const direct = new Map<string, string[]>();
  const directImports = (src: string): string[] => {
    let found = direct.get(src);
    if (!found) {
      const code = readFileSync(join(root, src), 'utf8');
      found = [...code.matchAll(STATIC_IMPORT)].map((match) => new URL(match[1] ?? '', `file://${src}`).pathname);
      direct.set(src, found);
    }
    return found;
  };
  return (src) => {
    const seen = new Set<string>();
    const visit = (module: string) => {
      for (const dependency of directImports(module)) {
        if (seen.has(dependency)) continue;
        seen.add(dependency);
        visit(dependency);
      }
    };
    visit(src);
    return [...seen];
  };
}

/** After the build, every page's module scripts and their static imports load at low priority. */
export const scriptPriorityStep: PageStepOf = (root) => {
  const staticImports = staticImportsOf(root);
  return {
    page: (_file, html) => lowerScriptPriority(html, staticImports),
    finish: () => undefined,
  };
};
