import { fileURLToPath } from 'node:url';
import type { Site } from '../tenant/schema/site.ts';
import { themeStylesheet } from '../tenant/theme.ts';

const THEME_FILE = fileURLToPath(new URL('../styles/theme.css', import.meta.url));

/**
 * A Vite plugin that gives src/styles/theme.css the tenant's theme. Imported by the layout
 * beside global.css, it is bundled and inlined with the rest of the page's CSS: no request,
 * and no inline style of its own for the Content-Security-Policy to hash.
 */
export function themeStylesheetPlugin(theme: Site['theme']) {
  return {
    name: 'tenant-theme-stylesheet',
    enforce: 'pre' as const,
    transform(_code: string, id: string): string | undefined {
      return id.split('?')[0] === THEME_FILE ? themeStylesheet(theme) : undefined;
    },
  };
}
