import { extractText } from 'unpdf';
import { afterEach, describe, expect, it } from 'vitest';
import type { CarPdfInput } from '../../../../src/server/print/car-pdf.ts';
import { PdfRenderPool } from '../../../../src/server/print/render-pool.ts';
import { RendererBusy } from '../../../../src/server/print/renderer-busy.ts';

const input = (title: string, photo: string | null = '/img/cars/suv-red-side.svg'): CarPdfInput => ({
  view: {
    slug: 'test-car',
    carType: 'used',
    tracking: { vehicleStatus: 'in_stock', vehicleMake: 'Test', vehicleModel: 'Car', vehicleYear: 2024 },
    siteName: 'Test Motors',
    title,
    price: { kind: 'price', text: '$30,000', wasPrice: null, type: null },
    sold: false,
    specs: [{ label: 'Year', value: '2024' }],
    features: ['Cruise control'],
    dealer: { name: 'Test Motors', address: null, phone: '03 9555 0100' },
    photo,
    printedOn: '20 November 2026',
  },
  url: 'https://test.example/cars/test-car',
});

describe('PdfRenderPool', () => {
  let pool: PdfRenderPool | undefined;
  afterEach(async () => pool?.close());

  it('draws each sheet on a worker thread', async () => {
    pool = new PdfRenderPool({ workers: 2 });
    const pdfs = await Promise.all(['First car', 'Second car', 'Third car'].map((t) => pool!.render(input(t))));
    const texts = await Promise.all(pdfs.map(async (pdf) => (await extractText(pdf, { mergePages: true })).text));
    expect(texts[0]).toContain('First car');
    expect(texts[2]).toContain('Third car');
  });

  it('refuses at once, as busy, a render beyond its workers and queue', async () => {
    pool = new PdfRenderPool({ workers: 1, maxQueue: 1 });
    const taken = [pool.render(input('One')), pool.render(input('Two'))];
    await expect(pool.render(input('Three'))).rejects.toBeInstanceOf(RendererBusy);
    await Promise.all(taken);
    // room again once they are drawn
    expect((await pool.render(input('Four'))).byteLength).toBeGreaterThan(1000);
  });

  it('fails the renders still waiting when closed', async () => {
    pool = new PdfRenderPool({ workers: 1, maxQueue: 4 });
    const waiting = [1, 2, 3].map((n) => pool!.render(input(`Car ${n}`, null)));
    const settled = Promise.allSettled(waiting);
    await pool.close();
    for (const result of await settled) expect(result.status).toBe('rejected');
    await expect(pool.render(input('Late'))).rejects.toThrow('closed');
    pool = undefined;
  });
});
