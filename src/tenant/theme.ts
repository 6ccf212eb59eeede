import { ACCORDION_MS } from '../domain/text/animation.ts';
import type { Site } from './schema/site.ts';

type ThemeFont = Site['theme']['font'];

/**
 * The self-hosted web font of each theme font (src/build/self-hosted-fonts.ts) and the
 * local font matched to its metrics that stands in until it arrives; the system stack has none.
 */
export const FONT_FAMILIES: Record<ThemeFont, { web: string; fallback: string } | null> = {
  system: null,
  humanist: { web: 'Source Sans 3 Variable', fallback: 'Source Sans 3 Fallback' },
  geometric: { web: 'Montserrat Variable', fallback: 'Montserrat Fallback' },
  serif: { web: 'Source Serif 4 Variable', fallback: 'Source Serif 4 Fallback' },
};

// every stack ends in a generic family, so a machine without any named font keeps the intended kind
const GENERIC: Record<ThemeFont, string> = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanist: 'system-ui, sans-serif',
  geometric: 'system-ui, sans-serif',
  serif: 'Georgia, serif',
};

function fontStack(font: ThemeFont): string {
  const families = FONT_FAMILIES[font];
  return families ? `"${families.web}", "${families.fallback}", ${GENERIC[font]}` : GENERIC[font];
}

/**
 * The tenant theme as CSS custom properties on :root, a stylesheet of its own rather than a
 * style attribute (a Content-Security-Policy hash does not cover attributes).
 */
export function themeStylesheet(theme: Site['theme']): string {
  const c = theme.colours;
  const vars: Record<string, string> = {
    '--primary': c.primary,
    '--primary-dark': c.primaryDark,
    '--on-primary': '#ffffff',
    '--link': c.primaryDark,
    '--accent': c.accent,
    '--text': c.text,
    '--background': c.background,
    '--surface': c.surface,
    '--success': c.success,
    '--focus': c.primaryDark,
    '--font': fontStack(theme.font),
    '--radius': `${theme.radius}px`,
    '--accordion-duration': `${ACCORDION_MS}ms`,
  };
  const declarations = Object.entries(vars).map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}\n`;
}
