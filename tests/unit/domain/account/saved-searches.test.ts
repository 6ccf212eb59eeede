import { describe, expect, it } from 'vitest';
import { confirmAddressEmail, newMatchesEmail, priceDropsEmail } from '../../../../src/domain/account/alert-emails.ts';
import {
  criteriaKey,
  matchesKeyword,
  priceDropped,
  savedSearchLabel,
  SAVED_SEARCH_LIMITS,
} from '../../../../src/domain/account/saved-searches.ts';

describe('saved searches', () => {
  it('labels a search by its applied filters, or as every car', () => {
    expect(savedSearchLabel(['Make: Kia', 'Price: up to $30,000'], 'All cars')).toBe(
      'Make: Kia · Price: up to $30,000',
    );
    expect(savedSearchLabel([], 'All caravans')).toBe('All caravans');
    const long = savedSearchLabel(
      Array.from({ length: 40 }, (_, i) => `Model: Model ${i}`),
      'All cars',
    );
    expect(long).toHaveLength(SAVED_SEARCH_LIMITS.labelLength);
    expect(long.endsWith('…')).toBe(true);
  });

  it('knows a search again whatever the order of its facets, values and case of its keyword', () => {
    const a = criteriaKey({
      query: ' Sorento',
      refinements: { make: ['Kia', 'MG'], body: ['SUV'] },
      ranges: { price: { max: 30000 } },
    });
    const b = criteriaKey({
      query: 'sorento',
      refinements: { body: ['SUV'], make: ['MG', 'Kia', 'Kia'], fuel: [] },
      ranges: { price: { max: 30000, min: undefined }, km: {} },
    });
    expect(a).toBe(b);
    expect(criteriaKey({ query: '', refinements: { make: ['Kia'] }, ranges: {} })).not.toBe(
      criteriaKey({ query: '', refinements: { model: ['Kia'] }, ranges: {} }),
    );
  });

  it('matches a keyword when every word starts a word of the car', () => {
    expect(matchesKeyword('cor', 'toyota corolla ascent sport')).toBe(true);
    expect(matchesKeyword('toyota hyb', 'toyota corolla hybrid')).toBe(true);
    expect(matchesKeyword('rolla', 'toyota corolla')).toBe(false);
    expect(matchesKeyword('toyota mazda', 'toyota corolla')).toBe(false);
    expect(matchesKeyword('', 'anything')).toBe(true);
  });

  it('sees a price drop only between prices shown (spec §4: above 10)', () => {
    expect(priceDropped(30_000, 28_500)).toBe(true);
    expect(priceDropped(30_000, 30_000)).toBe(false);
    expect(priceDropped(30_000, 31_000)).toBe(false);
    expect(priceDropped(30_000, 10)).toBe(false);
    expect(priceDropped(10, 5)).toBe(false);
    expect(priceDropped(0, 25_000)).toBe(false);
  });
});

describe('alert e-mails', () => {
  const car = {
    name: '2024 Kia Sorento GT-Line',
    price: '$59,990',
    km: 12_345,
    location: 'Frankston',
    url: 'https://x.au/cars/a',
  };

  it('asks to confirm an address with the link and how long it works', () => {
    const email = confirmAddressEmail('Southern Cross Motors', 'https://x.au/pages/confirm-email/?token=t', 24);
    expect(email.subject).toBe('Confirm your e-mail address for Southern Cross Motors alerts');
    expect(email.text).toContain('https://x.au/pages/confirm-email/?token=t');
    expect(email.text).toContain('24 hours');
  });

  it('names one new car, or counts many and names the first few', () => {
    const one = newMatchesEmail({
      siteName: 'S',
      label: 'Make: Kia',
      searchUrl: 'https://x.au/search?make=Kia',
      cars: [car],
      shown: 10,
      unsubscribeUrl: 'https://x.au/u',
    });
    expect(one.subject).toBe('New match for your saved search: Make: Kia');
    expect(one.text).toContain('2024 Kia Sorento GT-Line\n$59,990 · 12,345 km · Frankston\nhttps://x.au/cars/a');
    expect(one.text).toContain('See your search: https://x.au/search?make=Kia');
    expect(one.text).toContain('To stop these e-mails: https://x.au/u');

    const many = newMatchesEmail({
      siteName: 'S',
      label: 'Make: Kia',
      searchUrl: 'https://x.au/search?make=Kia',
      cars: Array.from({ length: 12 }, (_, i) => ({ ...car, name: `Car ${i}` })),
      shown: 10,
      unsubscribeUrl: 'https://x.au/u',
    });
    expect(many.subject).toBe('12 new matches for your saved search: Make: Kia');
    expect(many.text).toContain('Car 9');
    expect(many.text).not.toContain('Car 10');
    expect(many.text).toContain('And 2 more. See them all: https://x.au/search?make=Kia');
  });

  it('gives the price before the drop', () => {
    const email = priceDropsEmail({
      siteName: 'S',
      drops: [{ ...car, km: null, was: '$61,990' }],
      garageUrl: 'https://x.au/my-garage',
      unsubscribeUrl: 'https://x.au/u',
    });
    expect(email.subject).toBe('Price drop: 2024 Kia Sorento GT-Line');
    expect(email.text).toContain('$59,990 · Frankston (was $61,990)');
    const two = priceDropsEmail({
      siteName: 'S',
      drops: [
        { ...car, was: '$1' },
        { ...car, was: '$2' },
      ],
      garageUrl: 'g',
      unsubscribeUrl: 'u',
    });
    expect(two.subject).toBe('Price drops on 2 cars on your watchlist');
  });
});
