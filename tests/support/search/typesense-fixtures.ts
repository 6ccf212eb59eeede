import { Client } from 'typesense';
import type { SearchDocument } from '../../../src/search/document.ts';
import type { FakeTypesense } from './fake-typesense.ts';

/** A listed car, with every optional field set unless overridden. */
export function carDocument(id: number | string, overrides: Partial<SearchDocument> = {}): SearchDocument {
  return {
    id: String(id),
    slug: `car-${id}`,
    name: `2022 Toyota Corolla ${id}`,
    stocknum: `S${id}`,
    custom_rank: Number(id),
    listed_at: 1_760_000_000 + Number(id),
    created_at: '2025-10-09T08:53:20.000Z',
    car_type: 'used',
    status: 'in_stock',
    item_type: 'car',
    make: 'Toyota',
    model: 'Corolla',
    make_model: 'Toyota Corolla',
    badge: 'Ascent Sport',
    body: 'Hatch',
    fuel: 'Petrol',
    transmission: 'Automatic',
    drive: 'FWD',
    colour: 'White',
    seats: '5',
    state: 'WA',
    city: 'Perth',
    location_name: 'Harbourside Toyota Perth',
    dealership_name: 'Harbourside Toyota',
    dealership_slug: 'harbourside-toyota',
    certified: false,
    reserved: false,
    price: 20_000 + Number(id),
    km: 30_000,
    year: 2022,
    preorder: false,
    show_on_dealer_website: true,
    photos_count: 12,
    image: `https://img.example.net/${id}.jpg`,
    ...overrides,
  };
}

export function adminClient(fake: FakeTypesense, apiKey = fake.adminKey): Client {
  const { port } = new URL(fake.url);
  return new Client({
    nodes: [{ host: '127.0.0.1', port: Number(port), protocol: 'http' }],
    apiKey,
    numRetries: 0,
    connectionTimeoutSeconds: 5,
    logLevel: 'silent',
  });
}
