import { describe, expect, it } from 'vitest';
import {
  carCardOptions,
  carCardView,
  cardImageLoading,
  withReservedNow,
  withLiveAnswer,
  type CarCardOptions,
} from '../../../../src/views/search/card-view.ts';
import type { SearchDocument } from '../../../../src/search/document.ts';
import { formatProblem } from '../../../../src/tenant/issues.ts';
import { listTenantSlugs, loadSite } from '../../../../src/tenant/load.ts';
import { cardOptions, daysAgo, NOW, searchDoc } from '../../../support/card-fixtures.ts';

const view = (doc: Partial<SearchDocument> = {}, options: Partial<CarCardOptions> = {}) =>
  carCardView(searchDoc(doc), cardOptions(options), NOW);

const everyTag = cardOptions().tags;
const toyotaTags = { ...everyTag, electricHybrid: 'Hybrid', certifiedImage: true };

describe('the tag banner follows the tag precedence (spec §4)', () => {
  it.each([
    ['sold: the site’s sold tag', { status: 'sold' }, everyTag, { kind: 'sold', text: 'JUST SOLD' }],
    [
      'sold on a site with its own text',
      { status: 'sold' },
      { ...everyTag, sold: 'SOLD' },
      { kind: 'sold', text: 'SOLD' },
    ],
    [
      '1 electric/hybrid before Reserved',
      { fuel: 'Hybrid', reserved: true },
      toyotaTags,
      { kind: 'electric-hybrid', text: 'Hybrid' },
    ],
    ['hybrid on a site without the tag', { fuel: 'Hybrid' }, everyTag, null],
    [
      '2 Reserved before certified',
      { reserved: true, certified: true },
      toyotaTags,
      { kind: 'reserved', text: 'Reserved' },
    ],
    [
      '3 certified image before the car’s tag',
      { certified: true, tag: 'Runout Sale' },
      toyotaTags,
      { kind: 'certified-image', text: 'Certified' },
    ],
    [
      '4 the car’s own tag before COMING SOON',
      { tag: 'Runout Sale', status: 'coming_soon' },
      everyTag,
      { kind: 'own', text: 'Runout Sale' },
    ],
    [
      '5 COMING SOON before New',
      { status: 'coming_soon', created_at: daysAgo(1) },
      everyTag,
      { kind: 'coming-soon', text: 'COMING SOON' },
    ],
    ['6 New within 8 days', { created_at: daysAgo(8) }, everyTag, { kind: 'new', text: 'New' }],
    [
      'the site’s new tag',
      { created_at: daysAgo(2) },
      { ...everyTag, new: 'Just Arrived' },
      { kind: 'new', text: 'Just Arrived' },
    ],
    ['7 none after 8 days', { created_at: daysAgo(9) }, everyTag, null],
  ] as const)('%s', (_case, doc, tags, tag) => {
    expect(view(doc, { tags }).tag).toEqual(tag);
  });

  it('no banner on a site that hides tags', () => {
    expect(view({ tag: 'Runout Sale' }, { tags: { ...everyTag, showTags: false } }).tag).toBeNull();
  });
});

describe('price and price type (spec §4 price display)', () => {
  it.each([
    [
      'the price and its type',
      {},
      {},
      { kind: 'price', text: '$27,990', suffix: null, priceType: 'Drive Away', wasPrice: null },
    ],
    ['no price type', { price_type: undefined }, {}, { kind: 'price', text: '$27,990', priceType: null }],
    ['a higher was-price', { before_price: 29990 }, {}, { kind: 'price', text: '$27,990', wasPrice: '$29,990' }],
    ['a lower was-price is not shown', { before_price: 25000 }, {}, { kind: 'price', wasPrice: null }],
    [
      'subscription first, per week',
      { subscription_price: 149, before_price: 29990 },
      { subscriptions: true },
      { kind: 'subscription', text: '$149', suffix: '/wk', priceType: null, wasPrice: null },
    ],
    ['subscription price on a site without them', { subscription_price: 149 }, {}, { kind: 'price', text: '$27,990' }],
    ['PREORDER', { price: 0, preorder: true }, {}, { kind: 'preorder', text: 'PREORDER', priceType: null }],
    ['a price of 10 is no price', { price: 10 }, {}, { kind: 'no-price', text: 'Enquire for price.', priceType: null }],
    [
      'the site’s no-price text',
      { price: 0 },
      { noPriceText: 'Call for price' },
      { kind: 'no-price', text: 'Call for price' },
    ],
  ] as const)('%s', (_case, doc, options, price) => {
    expect(view(doc, options).price).toMatchObject(price);
  });
});

describe('buttons (spec §2 Car card, §4 Availability)', () => {
  it('an available car: View Details, Quick Enquiry and Reserve Now with the deposit', () => {
    const { actions, soldMessage } = view();
    expect(actions).toEqual({
      details: { label: 'View Details', href: '/cars/2021-toyota-rav4-gx-101' },
      enquiry: {
        form: 'enquiry',
        label: 'Quick Enquiry',
        href: '/contact?car_id=2021-toyota-rav4-gx-101&car_type=used',
      },
      reserve: { label: 'Reserve Now — $200', href: '/cars/2021-toyota-rav4-gx-101/checkout' },
      findSimilar: null,
    });
    expect(soldMessage).toBeNull();
  });

  it.each([
    [
      'the site’s deposit and wording',
      {},
      { reserve: { enabled: true, amount: 350 }, labels: { details: 'Explore Vehicle', reserve: 'Reserve This Car' } },
      'Reserve This Car — $350',
    ],
    ['a coming_soon car can be reserved', { status: 'coming_soon' }, {}, 'Reserve Now — $200'],
    ['not a reserved car', { reserved: true }, {}, null],
    ['not on a site without reserving', {}, { reserve: { enabled: false, amount: 200 } }, null],
    ['not a sold car', { status: 'sold' }, {}, null],
  ] as const)('reserve: %s', (_case, doc, options, label) => {
    expect(view(doc, options).actions.reserve?.label ?? null).toBe(label);
  });

  it.each<[string, CarCardOptions['onlineBuying'], Partial<SearchDocument>, string]>([
    ['every car is bought online', { mode: 'all' }, {}, '/buy-online'],
    ['a used car on a used-only site', { mode: 'used' }, { car_type: 'used' }, '/buy-online'],
    ['a new car on a used-only site', { mode: 'used' }, { car_type: 'new' }, '/checkout'],
    ['a listed make', { mode: 'makes', makes: ['Toyota'] }, {}, '/buy-online'],
    ['no online buying', { mode: 'off' }, {}, '/checkout'],
  ])('reserve leads to the path the site reserves the car by: %s', (_case, onlineBuying, doc, path) => {
    const href = view(doc, { onlineBuying }).actions.reserve?.href ?? '';
    expect(href.endsWith(path)).toBe(true);
  });

  it('the site’s label for the vehicle page link', () => {
    expect(view({}, { labels: { details: 'Explore Vehicle', reserve: 'Reserve Now' } }).actions.details.label).toBe(
      'Explore Vehicle',
    );
  });

  it('a sold car: SOLD and Find Me Something Similar instead of the sales buttons', () => {
    const { actions, soldMessage } = view({ status: 'sold' });
    expect(soldMessage).toBe('SOLD');
    expect(actions.enquiry).toBeNull();
    expect(actions.reserve).toBeNull();
    expect(actions.findSimilar).toEqual({
      form: 'find-similar',
      label: 'Find Me Something Similar',
      href: '/contact?car_id=2021-toyota-rav4-gx-101&car_type=used',
    });
    expect(actions.details.label).toBe('View Details');
  });
});

describe('the image (spec §2 Car card, §7 image CDN at width 1000)', () => {
  it('the 1000px image at quality 75, with 400, 700 and 1000 for the browser to choose, named after the car', () => {
    expect(view().image).toEqual({
      src: '/img/cars/suv-red-side.svg?w=1000&q=75',
      srcSet:
        '/img/cars/suv-red-side.svg?w=400&q=75 400w, /img/cars/suv-red-side.svg?w=700&q=75 700w, /img/cars/suv-red-side.svg?w=1000&q=75 1000w',
      sizes: expect.stringContaining('100vw'),
      width: 1000,
      height: 625,
      alt: '2021 Toyota RAV4 GX',
    });
    expect(view().placeholder).toBeNull();
  });

  it.each([
    ['no photos', { photos_count: 0 }],
    ['no image', { image: undefined }],
  ] as const)('%s: the New arrival placeholder with Request Photos', (_case, doc) => {
    const card = view(doc);
    expect(card.image).toBeNull();
    expect(card.placeholder).toEqual({
      title: 'New arrival',
      text: expect.any(String),
      requestPhotos: {
        form: 'request-photos',
        label: 'Request Photos',
        href: '/contact?car_id=2021-toyota-rav4-gx-101&car_type=used',
      },
    });
  });

  it("names the vehicle as the site does (site.stock): a caravan dealer's card asks for photos of 'this vehicle'", () => {
    expect(view({ photos_count: 0 }).placeholder?.text).toBe('Photos of this car are coming soon.');
    const stock = {
      noun: { singular: 'vehicle', plural: 'vehicles' },
      testDriveLabels: { car: 'Test Drive', motorcycle: 'Test Ride', caravan: 'Book a Viewing' },
    };
    const caravan = view({ photos_count: 0, item_type: 'caravan' }, { stock });
    expect(caravan.placeholder?.text).toBe('Photos of this vehicle are coming soon.');
    expect(caravan.car.words).toEqual({ noun: 'vehicle', nouns: 'vehicles', testDrive: 'Book a Viewing' });
  });

  it('the location overlay, on sites that show the car’s location', () => {
    expect(view().location).toBe('Harbourside Toyota Geelong');
    expect(view({}, { showLocation: false }).location).toBeNull();
  });
});

describe('details: condition, transmission, odometer in km, fuel', () => {
  it('in that order', () => {
    expect(view().details).toEqual([
      { term: 'Condition', value: 'Used' },
      { term: 'Transmission', value: 'Automatic' },
      { term: 'Odometer', value: '12,345 km' },
      { term: 'Fuel', value: 'Petrol' },
    ]);
  });

  it.each([
    [{ car_type: 'new' }, 'New'],
    [{ car_type: 'demo' }, 'Demo'],
    [{ car_type: 'used' }, 'Used'],
  ] as const)('%o is %s', (doc, condition) => {
    expect(view(doc).details[0]).toEqual({ term: 'Condition', value: condition });
  });

  it.each([
    [0, '0 km'],
    [999, '999 km'],
    [1234567, '1,234,567 km'],
    [undefined, undefined],
  ])('odometer %s → %s', (km, text) => {
    expect(view({ km }).details.find((detail) => detail.term === 'Odometer')?.value).toBe(text);
  });

  it('leaves out what the car does not say', () => {
    expect(view({ transmission: undefined, fuel: undefined, km: undefined }).details).toEqual([
      { term: 'Condition', value: 'Used' },
    ]);
  });
});

describe('image loading: the first row is above the fold', () => {
  it.each([
    [0, 'high'],
    [1, 'eager'],
    [2, 'eager'],
    [3, 'lazy'],
    [20, 'lazy'],
  ] as const)('card %i of a 3-card row → %s', (index, loading) => {
    expect(cardImageLoading(index, 3)).toBe(loading);
  });
});

describe.each(listTenantSlugs())('%s: the card options from the site', (slug) => {
  const result = loadSite(slug);
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  const site = result.site;
  const options = carCardOptions(site);

  it('carry the site’s tags, reserve deposit, price options, location switch, labels, favourites and compare', () => {
    expect(options).toEqual({
      tags: {
        electricHybrid: site.tags.electricHybrid,
        certifiedImage: site.tags.certifiedImage,
        new: site.tags.new,
        sold: site.tags.sold,
        showTags: site.tags.showTags,
      },
      reserve: site.features.reserve,
      onlineBuying: site.features.onlineBuying,
      subscriptions: site.features.subscriptions,
      noPriceText: site.noPriceText,
      showLocation: site.features.vehicleLocation,
      labels: { details: site.search.carCard.detailsLabel, reserve: site.search.carCard.reserveLabel },
      leadPageHref: '/contact',
      imageCdn: site.images.cdn,
      stock: { noun: site.stock.noun, testDriveLabels: site.stock.testDriveLabels },
      favourites: site.features.favourites,
      eventsApi: '/api/events',
      compare: site.features.compare,
    });
  });

  it('a Compare button on sites that compare (features.compare), naming its car', () => {
    const doc = searchDoc();
    expect(carCardView(doc, cardOptions({ compare: true }), NOW).compare).toEqual({
      id: Number(doc.id),
      slug: doc.slug,
      name: doc.name,
    });
    expect(carCardView(doc, cardOptions(), NOW).compare).toBeNull();
  });

  it('an image CDN on its own host (images.cdn): the card asks it for width 1000 and a quality', () => {
    const card = carCardView(
      searchDoc(),
      cardOptions({ imageCdn: 'https://images.example.com/{src}?width={width}&quality={quality}' }),
      NOW,
    );
    expect(card.image?.src).toBe('https://images.example.com/img/cars/suv-red-side.svg?width=1000&quality=75');
  });

  it('survive JSON, as island props do', () => {
    expect(JSON.parse(JSON.stringify(options))).toEqual(options);
  });
});

describe('the card wordings per site (search.carCard)', () => {
  it('the demo tenants use both wordings of each button', () => {
    const options = listTenantSlugs().map((slug) => {
      const result = loadSite(slug);
      if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
      return carCardOptions(result.site);
    });
    expect(new Set(options.map((o) => o.labels.details))).toEqual(new Set(['View Details', 'Explore Vehicle']));
    expect(new Set(options.map((o) => o.labels.reserve))).toEqual(new Set(['Reserve Now', 'Reserve This Car']));
  });
});

describe('the heart shows by the favourites rules (spec §4)', () => {
  const strict = { enabled: true, eligibility: 'used-priced-with-photo' } as const;

  it('carries the §3 favourite entry, the event’s car and its endpoint', () => {
    expect(view().favourite).toEqual({
      entry: {
        id: 101,
        name: '2021 Toyota RAV4 GX',
        slug: '2021-toyota-rav4-gx-101',
        make: 'Toyota',
        model: 'RAV4',
        primary_image_url: '/img/cars/suv-red-side.svg',
      },
      car_type: 'used',
      tracking: view().car.tracking,
      eventsApi: '/api/events',
    });
  });

  it.each([
    ['an in-stock car', {}, {}, true],
    ['a coming-soon car', { status: 'coming_soon' }, {}, false],
    ['a sold car', { status: 'sold' }, {}, false],
    ['a new car without a price or a photo', { car_type: 'new', price: 0, photos_count: 0 }, {}, true],
    ['favourites switched off', {}, { favourites: { enabled: false, eligibility: 'in-stock' } }, false],
    ['strict: a used, priced car with a photo', {}, { favourites: strict }, true],
    ['strict: a new car', { car_type: 'new' }, { favourites: strict }, false],
    ['strict: no price', { price: 0 }, { favourites: strict }, false],
    ['strict: no photo', { photos_count: 0 }, { favourites: strict }, false],
    ['strict: a photo count but no image', { image: undefined }, { favourites: strict }, false],
  ] as const)('%s → %s', (_case, doc, options, shows) => {
    expect(view(doc as Partial<SearchDocument>, options).favourite !== null).toBe(shows);
  });

  it('keeps no photo for a car without one', () => {
    expect(view({ photos_count: 0 }).favourite?.entry.primary_image_url).toBeNull();
  });
});

describe('a car reserved since the build (the live status, GET /api/cars/status)', () => {
  const reservedNow = { reserved: new Set(['2021-toyota-rav4-gx-101']), free: new Set<string>() };
  const live = (doc: Partial<SearchDocument> = {}, options: Partial<CarCardOptions> = {}) =>
    carCardView(withReservedNow(searchDoc(doc), reservedNow), cardOptions(options), NOW);

  it('its card reads Reserved, carries data-reserved and offers no Reserve button', () => {
    expect(view().actions.reserve).not.toBeNull();
    expect(view().reserved).toBe(false);
    const card = live();
    expect(card.tag).toEqual({ kind: 'reserved', text: 'Reserved' });
    expect(card.reserved).toBe(true);
    expect(card.actions.reserve).toBeNull();
    expect(card.actions.enquiry).not.toBeNull();
  });

  it('the tag by precedence: electric/hybrid and sold still come before Reserved; Reserved before New', () => {
    const toyota = { tags: { ...everyTag, electricHybrid: 'Hybrid', certifiedImage: true } };
    expect(live({ fuel: 'Hybrid' }, toyota).tag).toEqual({ kind: 'electric-hybrid', text: 'Hybrid' });
    expect(live({ status: 'sold' }).tag).toEqual({ kind: 'sold', text: 'JUST SOLD' });
    expect(live({ created_at: daysAgo(1) }).tag).toEqual({ kind: 'reserved', text: 'Reserved' });
    expect(live({ certified: true }, toyota).tag).toEqual({ kind: 'reserved', text: 'Reserved' });
  });

  it('another car, or a car the index has reserved already: the document as it is', () => {
    const other = searchDoc({ slug: 'another-car-1' });
    expect(withReservedNow(other, reservedNow)).toBe(other);
    const reserved = searchDoc({ reserved: true });
    expect(withReservedNow(reserved, reservedNow)).toBe(reserved);
    expect(withReservedNow(searchDoc(), { reserved: new Set(), free: new Set() })).toEqual(searchDoc());
  });
});

describe('a car reserved at the build whose reservation has ended (the live status says free)', () => {
  const slug = '2021-toyota-rav4-gx-101';
  const freeNow = { reserved: new Set<string>(), free: new Set([slug]) };
  const builtReserved = (doc: Partial<SearchDocument> = {}) => searchDoc({ reserved: true, ...doc });

  it('its card offers Reserve again and reads no Reserved', () => {
    const built = carCardView(builtReserved(), cardOptions(), NOW);
    expect(built.reserved).toBe(true);
    expect(built.actions.reserve).toBeNull();
    const card = carCardView(withReservedNow(builtReserved(), freeNow), cardOptions(), NOW);
    expect(card.reserved).toBe(false);
    expect(card.tag?.kind).not.toBe('reserved');
    expect(card.actions.reserve).not.toBeNull();
  });

  it('a car free in the index, or not named free: the document as it is', () => {
    const free = searchDoc();
    expect(withReservedNow(free, freeNow)).toBe(free);
    const other = builtReserved({ slug: 'another-car-1' });
    expect(withReservedNow(other, freeNow)).toBe(other);
  });
});

describe('withLiveAnswer: what the search page knows after each live status answer', () => {
  const status = (reserved: string[], free: string[]) => ({ reserved: new Set(reserved), free: new Set(free) });

  it('the newer answer decides for the cars it names; the rest stay as known', () => {
    const known = status(['a-1', 'b-2'], ['c-3']);
    expect(withLiveAnswer(known, status(['c-3'], ['a-1']))).toEqual(status(['b-2', 'c-3'], ['a-1']));
  });

  it('an answer that changes nothing: the same object', () => {
    const known = status(['a-1'], ['c-3']);
    expect(withLiveAnswer(known, status(['a-1'], []))).toBe(known);
    expect(withLiveAnswer(known, status([], []))).toBe(known);
  });
});
