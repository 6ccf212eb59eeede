import { describe, expect, it } from 'vitest';
import { showMeStockText, stockCountText } from '../../../../src/domain/text/stock-count.ts';

const CARS = { singular: 'car', plural: 'cars' };
const VEHICLES = { singular: 'vehicle', plural: 'vehicles' };

describe("stock counts and the 'Show me N cars' button (spec §2)", () => {
  it.each([
    [0, '0 cars', 'Show me 0 cars'],
    [1, '1 car', 'Show me 1 car'],
    [2, '2 cars', 'Show me 2 cars'],
    [21, '21 cars', 'Show me 21 cars'],
    [1999, '1,999 cars', 'Show me 1,999 cars'],
    [12345, '12,345 cars', 'Show me 12,345 cars'],
  ])('%i → "%s", "%s"', (count, text, button) => {
    expect(stockCountText(count, CARS)).toBe(text);
    expect(showMeStockText(count, CARS)).toBe(button);
  });

  it.each([
    [0, '0 vehicles', 'Show me 0 vehicles'],
    [1, '1 vehicle', 'Show me 1 vehicle'],
    [234, '234 vehicles', 'Show me 234 vehicles'],
    [2500, '2,500 vehicles', 'Show me 2,500 vehicles'],
  ])('a site\'s own noun: %i → "%s", "%s"', (count, text, button) => {
    expect(stockCountText(count, VEHICLES)).toBe(text);
    expect(showMeStockText(count, VEHICLES)).toBe(button);
  });
});
