import type { CarCardOptions } from '../../src/views/search/card-view.ts';
import type { SearchDocument } from '../../src/search/document.ts';

export const NOW = new Date('2026-11-20T01:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
export const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

export function searchDoc(overrides: Partial<SearchDocument> = {}): SearchDocument {
  return {
    id: '101',
    slug: '2021-toyota-rav4-gx-101',
    name: '2021 Toyota RAV4 GX',
    stocknum: 'HT1234',
    custom_rank: 10,
    listed_at: Math.floor(Date.parse(daysAgo(30)) / 1000),
    created_at: daysAgo(30),
    car_type: 'used',
    status: 'in_stock',
    item_type: 'car',
    make: 'Toyota',
    model: 'RAV4',
    make_model: 'Toyota RAV4',
    fuel: 'Petrol',
    transmission: 'Automatic',
    state: 'VIC',
    city: 'Geelong',
    location_name: 'Harbourside Toyota Geelong',
    dealership_name: 'Harbourside Toyota',
    dealership_slug: 'harbourside-toyota',
    certified: false,
    reserved: false,
    price: 27990,
    km: 12345,
    year: 2021,
    price_type: 'Drive Away',
    preorder: false,
    show_on_dealer_website: true,
    image: '/img/cars/suv-red-side.svg',
    photos_count: 12,
    ...overrides,
  };
}

export function cardOptions(overrides: Partial<CarCardOptions> = {}): CarCardOptions {
  return {
    tags: { electricHybrid: null, certifiedImage: false, new: 'New', sold: 'JUST SOLD', showTags: true },
    reserve: { enabled: true, amount: 200 },
    onlineBuying: { mode: 'off' },
    subscriptions: false,
    noPriceText: 'Enquire for price.',
    showLocation: true,
    labels: { details: 'View Details', reserve: 'Reserve Now' },
    leadPageHref: '/contact',
    imageCdn: '{src}?w={width}&q={quality}',
    stock: {
      noun: { singular: 'car', plural: 'cars' },
      testDriveLabels: { car: 'Test Drive', motorcycle: 'Test Drive', caravan: 'Test Drive' },
    },
    favourites: { enabled: true, eligibility: 'in-stock' },
    eventsApi: '/api/events',
    compare: false,
    ...overrides,
  };
}
