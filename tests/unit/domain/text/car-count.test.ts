import { describe, expect, it } from 'vitest';
import { carCountText, showMeCarsText } from '../../../../src/domain/text/car-count.ts';

describe("car counts and the 'Show me N cars' button (spec §2)", () => {
  it.each([
    [0, '0 cars', 'Show me 0 cars'],
    [1, '1 car', 'Show me 1 car'],
    [2, '2 cars', 'Show me 2 cars'],
    [21, '21 cars', 'Show me 21 cars'],
    [1999, '1,999 cars', 'Show me 1,999 cars'],
    [12345, '12,345 cars', 'Show me 12,345 cars'],
  ])('%i → "%s", "%s"', (count, text, button) => {
    expect(carCountText(count)).toBe(text);
    expect(showMeCarsText(count)).toBe(button);
  });
});
