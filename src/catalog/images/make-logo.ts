import type { Manufacturer } from '../schema/manufacturer.ts';
import { contrastRatio } from './colours.ts';

const WIDTH = 160;
const HEIGHT = 80;
const FONT = `'Helvetica Neue', Arial, 'Liberation Sans', sans-serif`;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Approximate advance widths of bold capitals, in em. */
function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += /[MW]/.test(ch) ? 0.94 : /[I1 .\-']/.test(ch) ? 0.34 : 0.74;
  return em * size;
}

/** Splits a long name near its middle, at a space or hyphen. */
function lines(name: string): string[] {
  if (name.length <= 10) return [name];
  const breaks = [...name.matchAll(/[ -]/g)].map((m) => m.index);
  if (breaks.length === 0) return [name];
  const middle = name.length / 2;
  const at = breaks.reduce((best, i) => (Math.abs(i - middle) < Math.abs(best - middle) ? i : best));
  return [name.slice(0, name[at] === '-' ? at + 1 : at), name.slice(at + 1)];
}

/**
 * A wordmark badge for a make: its name on its brand colour, in white or near-black,
 * whichever reads better (WCAG contrast). Generated, so no trademarked artwork ships.
 */
export function makeLogoSvg(make: Pick<Manufacturer, 'name' | 'colour'>): string {
  const ink = contrastRatio('#ffffff', make.colour) >= contrastRatio('#111111', make.colour) ? '#ffffff' : '#111111';
  const rows = lines(make.name.toUpperCase());
  const room = WIDTH - 24;
  const widest = Math.max(...rows.map((row) => textWidth(row, 1)));
  const size = Math.min(rows.length === 1 ? 34 : 24, room / widest);
  const lineHeight = size * 1.1;
  const firstBaseline = HEIGHT / 2 - ((rows.length - 1) * lineHeight) / 2 + size * 0.36;
  const text = rows
    .map((row, i) => {
      // Fonts differ between machines: squeeze a line that might not fit.
      const fit = textWidth(row, size) > room * 0.9 ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
      return `<text x="${WIDTH / 2}" y="${(firstBaseline + i * lineHeight).toFixed(1)}"${fit}>${escapeXml(row)}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(make.name)}">` +
    `<rect x="1" y="1" width="${WIDTH - 2}" height="${HEIGHT - 2}" rx="14" fill="${make.colour}"/>` +
    `<rect x="5" y="5" width="${WIDTH - 10}" height="${HEIGHT - 10}" rx="11" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="1.5"/>` +
    `<g fill="${ink}" font-family="${FONT}" font-weight="700" font-size="${size.toFixed(1)}" text-anchor="middle" letter-spacing="0.5">${text}</g>` +
    `</svg>`
  );
}
