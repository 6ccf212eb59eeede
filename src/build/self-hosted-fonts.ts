import { createRequire } from 'node:module';
import type { Site } from '../tenant/schema/site.ts';
import { FONT_FAMILIES } from '../tenant/theme.ts';

type ThemeFont = Site['theme']['font'];

const require = createRequire(import.meta.url);

/** The latin subset Fontsource cuts its files to: the only file a tenant's pages load. */
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

interface SelfHostedFont {
  file: string;
  weights: string;
  /**
   * A local font stretched to the web font's metrics, shown until the web font arrives, so
   * the swap moves nothing. Measured in Chromium at weight 400 against Liberation Sans or
   * Liberation Serif (the metrics of Arial and Times New Roman): size-adjust is the ratio of
   * the widths of one English paragraph; the overrides are the web font's ascent and descent
   * (per em) over that ratio.
   */
  fallback: { local: readonly string[]; sizeAdjust: number; ascent: number; descent: number };
}

const SANS = ['Arial', 'Liberation Sans', 'Helvetica'];

const FONTS: Record<ThemeFont, SelfHostedFont | null> = {
  system: null,
  geometric: {
    file: require.resolve('@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2'),
    weights: '100 900',
    fallback: { local: SANS, sizeAdjust: 110.24, ascent: 87.81, descent: 22.77 },
  },
  humanist: {
    file: require.resolve('@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2'),
    weights: '200 900',
    fallback: { local: SANS, sizeAdjust: 91.66, ascent: 111.72, descent: 43.64 },
  },
  serif: {
    file: require.resolve('@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2'),
    weights: '200 900',
    fallback: {
      local: ['Times New Roman', 'Liberation Serif', 'Times'],
      sizeAdjust: 115.37,
      ascent: 89.8,
      descent: 29.04,
    },
  },
};

/** The woff2 file of the tenant's font (absolute path), or null for the system stack. */
export function selfHostedFontFile(font: ThemeFont): string | null {
  return FONTS[font]?.file ?? null;
}

/**
 * The @font-face rules of the tenant's font: the web font (swapped in when it arrives) and
 * its metric-matched local fallback. Empty for the system stack, which downloads nothing.
 */
export function fontFaceRules(font: ThemeFont): string {
  const hosted = FONTS[font];
  const families = FONT_FAMILIES[font];
  if (!hosted || !families) return '';
  const { local, sizeAdjust, ascent, descent } = hosted.fallback;
  const sources = local.map((name) => `local("${name}")`).join(',');
  return (
    `@font-face{font-family:"${families.web}";font-style:normal;font-display:swap;font-weight:${hosted.weights};` +
    `src:url("${hosted.file}") format("woff2");unicode-range:${LATIN}}\n` +
    `@font-face{font-family:"${families.fallback}";src:${sources};size-adjust:${sizeAdjust}%;` +
    `ascent-override:${ascent}%;descent-override:${descent}%;line-gap-override:0%}\n`
  );
}
