import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, breakpointFor, minWidthQuery } from '../../../../src/domain/locations/breakpoints.ts';

describe('breakpoints (spec §9)', () => {
  it('are xs 400, sm 576, md 768, lg 992, xl 1200, xxl 1400', () => {
    expect(BREAKPOINTS).toEqual({ xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
  });

  it.each([
    ['xs', '(min-width: 400px)'],
    ['md', '(min-width: 768px)'],
    ['xxl', '(min-width: 1400px)'],
  ] as const)('%s → %s', (name, query) => expect(minWidthQuery(name)).toBe(query));

  it.each([
    [320, null],
    [399, null],
    [400, 'xs'],
    [575, 'xs'],
    [576, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [991, 'md'],
    [992, 'lg'],
    [1199, 'lg'],
    [1200, 'xl'],
    [1399, 'xl'],
    [1400, 'xxl'],
    [2560, 'xxl'],
  ])('a %ipx viewport reaches %s', (width, name) => expect(breakpointFor(width)).toBe(name));
});
