import { describe, expect, it } from 'vitest';
import { matchesEtag, pdfCacheKey, pdfEtag } from '../../../../src/server/print/pdf-etag.ts';
import type { PrintView } from '../../../../src/views/vehicle/print-view.ts';

const VIEW: PrintView = {
  slug: 'test-car',
  carType: 'used',
  tracking: { vehicleStatus: 'in_stock', vehicleMake: 'Test', vehicleModel: 'Car', vehicleYear: 2024 },
  siteName: 'Test Motors',
  title: '2024 Test Car GX',
  price: { kind: 'price', text: '$30,000', wasPrice: null, type: 'Drive Away' },
  sold: false,
  specs: [{ label: 'Year', value: '2024' }],
  features: [],
  dealer: { name: 'Test Motors', address: null, phone: '03 9555 0100' },
  photo: null,
  printedOn: '20 November 2026',
};
const CAR = { slug: 'test-car', updated_at: '2026-11-20T09:30:00Z' };
const URL = 'https://test.example/cars/test-car';

describe('pdfCacheKey', () => {
  it('changes with the tenant, the car’s updated_at and the date printed, not otherwise', () => {
    const key = pdfCacheKey('tenant', CAR, VIEW);
    expect(pdfCacheKey('tenant', CAR, { ...VIEW })).toBe(key);
    expect(pdfCacheKey('other', CAR, VIEW)).not.toBe(key);
    expect(pdfCacheKey('tenant', { ...CAR, updated_at: '2026-11-20T10:00:00Z' }, VIEW)).not.toBe(key);
    expect(pdfCacheKey('tenant', CAR, { ...VIEW, printedOn: '21 November 2026' })).not.toBe(key);
  });
});

describe('pdfEtag and matchesEtag', () => {
  const etag = pdfEtag({ view: VIEW, url: URL, brandColour: '#c00' });

  it('is a weak ETag over what the sheet shows', () => {
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    expect(pdfEtag({ view: { ...VIEW }, url: URL, brandColour: '#c00' })).toBe(etag);
    expect(pdfEtag({ view: { ...VIEW, sold: true }, url: URL, brandColour: '#c00' })).not.toBe(etag);
    expect(pdfEtag({ view: VIEW, url: URL, brandColour: '#00c' })).not.toBe(etag);
  });

  it('matches an If-None-Match naming it, weakly or in a list, or *', () => {
    const opaque = etag.slice(2);
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(opaque, etag)).toBe(true);
    expect(matchesEtag(`"other", ${etag}`, etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('W/"other"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag('', etag)).toBe(false);
  });
});
