import { describe, expect, it } from 'vitest';
import { styleSources } from '../../support/style-sources.ts';

// src/styles/global.css: each size and weight a page uses is a font the browser looks up before
// its first layout, so the styles keep to the scale's five sizes (and the home headline's) and
// two weights.
const SIZES = ['small', 'base', 'large', 'x-large', 'xx-large', 'display'].map((name) => `var(--text-${name})`);
const WEIGHTS = ['regular', 'bold'].map((name) => `var(--weight-${name})`);

describe('the type scale', () => {
  it('every font size and weight in the styles is one of the scale’s', () => {
    const stray: string[] = [];
    for (const { file, text } of styleSources('src')) {
      for (const [, property, value] of text.matchAll(/(?<![-\w])font-(size|weight):\s*([^;}]+)/g)) {
        const allowed = property === 'size' ? SIZES : WEIGHTS;
        if (!allowed.includes(value!.trim())) stray.push(`${file}: font-${property}: ${value}`);
      }
    }
    expect(stray).toEqual([]);
  });
});
