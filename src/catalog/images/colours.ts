/**
 * Paint colours for the generated car images. A car's colour name ("Glacier White",
 * "Soul Red Crystal") maps to one of a few families, so one image serves every car of
 * the same body and family.
 */
export const COLOUR_FAMILIES = {
  black: '#1d2025',
  red: '#b3202a',
  blue: '#1f4e9c',
  green: '#3f6b45',
  orange: '#d9651c',
  yellow: '#e2bd1d',
  gold: '#c49a3c',
  bronze: '#8c6a43',
  brown: '#674631',
  beige: '#cdbb95',
  purple: '#5b3a7a',
  grey: '#5f666e',
  silver: '#b9bfc6',
  white: '#f4f5f2',
} as const;

export type ColourFamily = keyof typeof COLOUR_FAMILIES;

// Checked in this order, so "Soul Red Crystal" is red and "Crystal Pearl" is white.
const KEYWORDS: [ColourFamily, RegExp][] = [
  ['black', /black|ebony|onyx|\bjet\b|midnight|\bink\b|obsidian|phantom|nero/],
  ['red', /red|ruby|crimson|rush|flame|magma|tango|cherry|maroon|burgundy|scarlet/],
  ['blue', /blue|navy|sapphire|ocean|cobalt|aqua|teal|azure|lapis|marine/],
  ['green', /green|olive|emerald|forest|khaki|eucalyptus|jungle|sage/],
  ['orange', /orange|copper|sunset|tangerine|inferno|volcan|fire/],
  ['yellow', /yellow|lemon|citrus|canary/],
  ['gold', /gold/],
  ['bronze', /bronze/],
  ['brown', /brown|mocha|espresso|chocolate|rust|tan\b|cocoa/],
  ['beige', /beige|sand|champagne|stone|desert|cream|dune|latte/],
  ['purple', /purple|violet|plum|lilac/],
  [
    'grey',
    /grey|gray|granite|graphite|gunmetal|charcoal|slate|steel|machine|shadow|meteor|storm|titanium|magnetic|carbon|lunar/,
  ],
  ['silver', /silver|platinum|sterling|alloy|quartz|mercury/],
  ['white', /white|snow|ivory|arctic|glacier|pearl|crystal|frost|polar|chalk|alpine/],
];

const known = new Map<string, ColourFamily>();

export function colourFamily(colourName: string): ColourFamily {
  const cached = known.get(colourName);
  if (cached) return cached;
  const name = colourName.toLowerCase();
  const family =
    name in COLOUR_FAMILIES
      ? (name as ColourFamily)
      : (KEYWORDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'silver');
  known.set(colourName, family);
  return family;
}

function channel(hex: string, i: number): number {
  return Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
}

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const mix = Math.abs(amount);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(hex, i) + (target - channel(hex, i)) * mix)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => {
    const c = channel(hex, i) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
