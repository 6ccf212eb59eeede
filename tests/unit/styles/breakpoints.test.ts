import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../../../src/domain/locations/breakpoints.ts';
import { styleSources } from '../../support/style-sources.ts';

describe('media queries use the spec §9 breakpoints (xs 400 … xxl 1400 px)', () => {
  const allowed = new Set<string>(
    Object.values(BREAKPOINTS).flatMap((px) => [`min-width: ${px}px`, `max-width: ${px - 0.02}px`]),
  );

  it('every width in an @media rule is a breakpoint (min) or just below one (max)', () => {
    const stray: string[] = [];
    for (const { file, text } of styleSources('src')) {
      for (const rule of text.matchAll(/@media[^{]*/g)) {
        for (const width of rule[0].matchAll(/(min|max)-width:\s*[\d.]+px/g))
          if (!allowed.has(width[0])) stray.push(`${file}: ${width[0]}`);
        if (/width\s*[<>]=?\s*\d|[<>]=?\s*width/.test(rule[0])) stray.push(`${file}: ${rule[0].trim()}`);
      }
    }
    expect(stray).toEqual([]);
  });
});
