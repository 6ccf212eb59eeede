import { fileURLToPath } from 'node:url';
import type { Site } from '../tenant/schema/site.ts';
import { themeStylesheet } from '../tenant/theme.ts';
import { fontFaceRules, selfHostedFontFile } from './self-hosted-fonts.ts';

const THEME_FILE = fileURLToPath(new URL('../styles/theme.css', import.meta.url));

/** The module that tells the layout which font file to preload (src/build/tenant-font.d.ts). */
const FONT_MODULE = 'virtual:tenant-font';
const RESOLVED_FONT_MODULE = `\0${FONT_MODULE}`;

/**
 * A Vite plugin that gives src/styles/theme.css the tenant's theme and its font faces.
 * Imported by the layout beside global.css, it is bundled and inlined with the rest of the
 * page's CSS: no request, and no inline style of its own for the Content-Security-Policy to
 * hash. Only the tenant's own font file reaches its build, as a hashed asset that the CSS
 * and the layout's preload share.
 */
export function themeStylesheetPlugin(theme: Site['theme']) {
  const fontFile = selfHostedFontFile(theme.font);
  return {
    name: 'tenant-theme-stylesheet',
    enforce: 'pre' as const,
    resolveId(id: string): string | undefined {
      return id === FONT_MODULE ? RESOLVED_FONT_MODULE : undefined;
    },
    load(id: string): string | undefined {
      if (id !== RESOLVED_FONT_MODULE) return undefined;
      return fontFile
        ? `import href from ${JSON.stringify(`${fontFile}?url`)};\nexport const tenantFontHref = href;\n`
        : 'export const tenantFontHref = null;\n';
    },
    transform(_code: string, id: string): string | undefined {
      return id.split('?')[0] === THEME_FILE ? fontFaceRules(theme.font) + themeStylesheet(theme) : undefined;
    },
  };
}
