import type { Site } from './schema/site.ts';

const FONT_STACKS: Record<Site['theme']['font'], string> = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  humanist: '"Segoe UI", Candara, "Noto Sans", "DejaVu Sans", system-ui, sans-serif',
  geometric: 'Avenir, Montserrat, Corbel, "URW Gothic", system-ui, sans-serif',
  serif: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
};

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
    '--font': FONT_STACKS[theme.font],
    '--radius': `${theme.radius}px`,
  };
  const declarations = Object.entries(vars).map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}\n`;
}
