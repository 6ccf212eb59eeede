import { describe, expect, it } from 'vitest';
import { purchaseJourneyHref } from '../../../src/site-urls.ts';

describe('the online purchase’s address (spec §2 /checkout-journey?car_id={slug})', () => {
  it('names the car by its slug in car_id, as the page reads it back', () => {
    const href = purchaseJourneyHref('2021-kia-sportage-s-12');
    expect(href).toBe('/checkout-journey?car_id=2021-kia-sportage-s-12');
    expect(new URL(href, 'https://example.com').searchParams.get('car_id')).toBe('2021-kia-sportage-s-12');
  });

  it('encodes what a slug would never hold', () => {
    expect(purchaseJourneyHref('a&b=c')).toBe('/checkout-journey?car_id=a%26b%3Dc');
  });
});
