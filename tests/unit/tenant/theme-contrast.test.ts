import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../../src/tenant/issues.ts';
import { listTenantSlugs, loadSite } from '../../../src/tenant/load.ts';
import type { Site } from '../../../src/tenant/schema/site.ts';
import { TENANTS_ROOT } from '../../support/tenant-json.ts';

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const WHITE = '#ffffff';

/** Text on a background, as src/tenant/theme.ts pairs them (links and focus use primaryDark). */
function pairs(colours: Site['theme']['colours']): [string, string, string][] {
  return [
    ['white on primary (buttons)', WHITE, colours.primary],
    ['white on primaryDark (header bar)', WHITE, colours.primaryDark],
    ['white on success (reserve)', WHITE, colours.success],
    ['text on background', colours.text, colours.background],
    ['text on surface', colours.text, colours.surface],
    ['text on accent', colours.text, colours.accent],
    ['links on background', colours.primaryDark, colours.background],
    ['links on surface', colours.primaryDark, colours.surface],
    ['primary on background', colours.primary, colours.background],
  ];
}

describe('theme colours meet WCAG AA for text (4.5:1)', () => {
  describe.each(listTenantSlugs(TENANTS_ROOT))('%s', (slug) => {
    const result = loadSite(slug, TENANTS_ROOT);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));

    it.each(pairs(result.site.theme.colours))('%s', (_, foreground, background) => {
      expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
    });
  });

  it('measures the known extremes', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
