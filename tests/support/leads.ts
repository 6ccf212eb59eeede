import type { FormLeadKind } from '../../src/domain/forms/lead-kinds.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { domainHostnames } from '../../src/server/hosts.ts';
import type { LeadLogEntry } from '../../src/server/leads/log.ts';
import type { LeadApiOptions } from '../../src/server/leads/routes.ts';
import { LeadStore } from '../../src/server/leads/store.ts';
import type { RateLimit } from '../../src/server/middleware/rate-limiter.ts';
import { KeyedHash } from '../../src/server/privacy/keyed-hash.ts';
import type { ApiTenant } from '../../src/server/tenancy/api-tenant.ts';
import type { Database } from '../../src/server/storage/database.ts';

/** One dealership (dealership_slug defaults to it) and a group of two (it must be given). */
export const TENANTS: ApiTenant[] = [
  {
    slug: 'harbourside-toyota',
    name: 'Harbourside Toyota',
    domains: domainHostnames('https://www.harboursidetoyota.com.au'),
    servedLocally: true,
    dealerships: ['harbourside-toyota'],
    dealershipIds: [1101],
    serviceLocations: [{ slug: 'harbourside-service', dealershipSlug: 'harbourside-toyota' }],
  },
  {
    slug: 'southern-cross-motors',
    name: 'Southern Cross Motors',
    domains: domainHostnames('https://www.southerncrossmotors.com.au'),
    servedLocally: true,
    dealerships: ['southern-cross-kia', 'southern-cross-mg'],
    dealershipIds: [1201, 1202],
    serviceLocations: [
      { slug: 'frankston-service', dealershipSlug: 'southern-cross-kia' },
      { slug: 'dandenong-service', dealershipSlug: 'southern-cross-mg' },
    ],
  },
];

export const ORIGIN = 'http://harbourside-toyota.localhost:4321';
export const GROUP_ORIGIN = 'http://southern-cross-motors.localhost:4321';

/** Personal data the tests look for in the logs: distinctive, so a hit is never chance. */
export const PERSON = {
  name: 'Zephyrine',
  last_name: 'Quixotely',
  email: 'zephyrine.quixotely@example.com',
  phone: '0412 987 651',
  postcode: '6789',
};
const contact = { name: PERSON.name, last_name: PERSON.last_name, email: PERSON.email, phone: PERSON.phone };
const MESSAGE = 'Ring me after 5pm about the Unobtainium trim please';

/** The §3 context a page adds to every lead. */
const context = {
  page_id: 42,
  url: 'http://harbourside-toyota.localhost:4321/cars/2022-toyota-rav4-gx-123',
  source: 'vehicle-page',
  user_agent: 'Mozilla/5.0 (test)',
  lead_attributes: {
    visited_pages: ['/', '/search/new-used-and-demo-cars', '/cars/2022-toyota-rav4-gx-123'],
    linked_query_params: { utm_source: 'newsletter', utm_campaign: 'spring' },
  },
};
const car = { car_id: 123, car_type: 'used', stock_number: 'HT123', 'Vehicle Make': 'Toyota', 'Vehicle Model': 'RAV4' };

/** One valid body per kind, for the single-dealership tenant, and how it must be filed. */
export const VALID_LEADS: Record<
  FormLeadKind,
  { body: Record<string, unknown>; category: string; subcategory: string | null }
> = {
  enquiry: {
    body: {
      kind: 'enquiry',
      ...contact,
      postcode: PERSON.postcode,
      category: 'Sales Enquiry',
      message: MESSAGE,
      terms_conditions: true,
      ...car,
      ...context,
    },
    category: 'Sales Enquiry',
    subcategory: null,
  },
  'test-drive': {
    body: { kind: 'test-drive', ...contact, appointment: '2026-12-01T10:30', ...car, ...context },
    category: 'Test Drive',
    subcategory: null,
  },
  'make-an-offer': {
    body: {
      kind: 'make-an-offer',
      ...contact,
      postcode: PERSON.postcode,
      category: 'General Enquiry',
      offer_from_client: '$28,500',
      terms_conditions: true,
      ...car,
      ...context,
    },
    category: 'General Enquiry',
    subcategory: 'Make an Offer',
  },
  'find-similar': {
    body: { kind: 'find-similar', ...contact, ...car, ...context },
    category: 'General Enquiry',
    subcategory: 'Find me something similar',
  },
  'request-photos': {
    body: { kind: 'request-photos', ...contact, ...car, ...context },
    category: 'General Enquiry',
    subcategory: 'Request Photos',
  },
  'trade-in': {
    body: {
      kind: 'trade-in',
      rego: 'ABC123',
      regoState: 'WA',
      kms: '45,000',
      ...contact,
      postcode: PERSON.postcode,
      ...context,
    },
    category: 'Trade-in Enquiry',
    subcategory: 'Sell My Car',
  },
  'finance-enquiry': {
    body: {
      kind: 'finance-enquiry',
      ...contact,
      postcode: PERSON.postcode,
      preferredDealership: 'harbourside-toyota',
      vehiclePriceBudget: '30,000',
      car_id: 'abc-123',
      car_type: 'new',
      vin: 'JTMW1RFV30D123456',
      ...context,
    },
    category: 'Finance Enquiry',
    subcategory: null,
  },
  'finance-application': {
    body: {
      kind: 'finance-application',
      ...contact,
      postcode: PERSON.postcode,
      loanAmount: 25000,
      loanTermYears: '5',
      employmentStatus: 'Full time',
      terms_conditions: true,
      ...context,
    },
    category: 'Finance Enquiry',
    subcategory: 'Finance Application',
  },
  'service-booking': {
    body: {
      kind: 'service-booking',
      ...contact,
      location: 'harbourside-service',
      vehicle: 'Toyota RAV4',
      Rego: 'XYZ789',
      kms: 60000,
      appointment: '2026-12-03T08:00',
      additional_services: ['Wheel alignment', 'Car wash'],
      ...context,
    },
    category: 'Service Enquiry',
    subcategory: 'Service Booking',
  },
  parts: {
    body: {
      kind: 'parts',
      ...contact,
      postcode: PERSON.postcode,
      vehicle: 'Toyota HiLux',
      message: MESSAGE,
      ...context,
    },
    category: 'Parts Enquiry',
    subcategory: null,
  },
  fleet: {
    body: { kind: 'fleet', ...contact, company: 'Acme Logistics', fleetSize: '12', message: MESSAGE, ...context },
    category: 'Sales Enquiry',
    subcategory: 'Fleet',
  },
  'new-vehicle-enquiry': {
    body: {
      kind: 'new-vehicle-enquiry',
      ...contact,
      postcode: PERSON.postcode,
      'Vehicle Model': 'RAV4 Hybrid',
      terms_conditions: true,
      ...context,
    },
    category: 'Sales Enquiry',
    subcategory: 'New Vehicle Enquiry',
  },
  careers: {
    body: { kind: 'careers', ...contact, position: 'Service Advisor', message: MESSAGE, ...context },
    category: 'General Enquiry',
    subcategory: 'Career Enquiry',
  },
  'feedback-survey': {
    body: {
      kind: 'feedback-survey',
      name: PERSON.name,
      email: PERSON.email,
      rating: '2',
      message: MESSAGE,
      ...context,
    },
    category: 'Customer Feedback',
    subcategory: 'Feedback Survey',
  },
};

export interface TestApi {
  request: (path: string, init?: RequestInit) => Promise<Response>;
  post: (body: unknown, options?: PostOptions) => Promise<Response>;
  logs: LeadLogEntry[];
}

export interface PostOptions {
  key?: string | null;
  origin?: string | null;
  host?: string;
  contentType?: string | null;
  client?: string;
  headers?: Record<string, string>;
  raw?: BodyInit;
}

/** The shoppers' keyed hash of the tests' lead stores (the stored key has a test of its own). */
export const TEST_SHOPPER_HASH = new KeyedHash('a test key for the shoppers hashes, 0123456789');

let keys = 0;
/** A new Idempotency-Key, as a form makes one per submit attempt. */
export const newKey = () => `test-${process.pid}-${Date.now()}-${++keys}`;

/**
 * The API app on a database, with its log captured and the per-address lead limit off
 * unless given (counted by the store in the database, as the servers count it).
 */
export function makeApi(
  db: Database,
  { addressLimit, ...options }: Partial<LeadApiOptions> & { addressLimit?: RateLimit } = {},
): TestApi {
  const logs: LeadLogEntry[] = [];
  const app = createApiOnlyApp({
    leads: {
      store: new LeadStore(db, { shopperHash: TEST_SHOPPER_HASH, addressLimit }),
      tenants: TENANTS,
      clientAddress: (c) => c.req.header('x-test-client'),
      logger: { log: (entry) => logs.push(entry) },
      ...options,
    },
  });
  const request = (path: string, init: RequestInit = {}) =>
    Promise.resolve(app.request(`http://127.0.0.1${path}`, init));
  const post = (body: unknown, o: PostOptions = {}) => {
    const headers: Record<string, string> = { host: o.host ?? '127.0.0.1:4321', ...o.headers };
    const origin = o.origin === undefined ? ORIGIN : o.origin;
    if (origin !== null) headers['origin'] = origin;
    const contentType = o.contentType === undefined ? 'application/json' : o.contentType;
    if (contentType !== null) headers['content-type'] = contentType;
    const key = o.key === undefined ? newKey() : o.key;
    if (key !== null) headers['idempotency-key'] = key;
    if (o.client) headers['x-test-client'] = o.client;
    return request('/api/leads', { method: 'POST', headers, body: o.raw ?? JSON.stringify(body) });
  };
  return { request, post, logs };
}

export interface LeadRow {
  id: string;
  tenant: string;
  kind: string;
  category: string;
  subcategory: string | null;
  payload: { fields: Record<string, unknown>; context: Record<string, unknown> };
  dealership_slug: string | null;
  car_id: string | null;
  spam: boolean;
  phone_hash: string | null;
  suspected_abuse: boolean;
}

export async function leadRows(db: Database): Promise<LeadRow[]> {
  return (await db.query<LeadRow>('SELECT * FROM leads ORDER BY created_at, id')).rows;
}

export async function keyRows(db: Database) {
  return (
    await db.query<{ key: string; lead_id: string; response_status: number }>(
      'SELECT key, lead_id, response_status FROM idempotency_keys ORDER BY created_at',
    )
  ).rows;
}
