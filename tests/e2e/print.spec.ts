// The printable vehicle page and its PDF (spec §2 /print?car_id=, §4 Print PDF states, §7 Print
// PDF download as {slug}.pdf, §8 PDF failure alert, §9 event 61).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { siteUrl } from '../../playwright.config.ts';
import { formatPrice } from '../../src/domain/format.ts';
import type { SearchDocument } from '../../src/search/document.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';

const TENANT = 'southern-cross-motors';

/** A priced, photographed car in stock, from the build's own search index. */
function printableCar(): SearchDocument {
  const docs = JSON.parse(readFileSync(`dist/${TENANT}/search-index.json`, 'utf8')) as SearchDocument[];
  const car = docs.find(
    (d) => d.status === 'in_stock' && d.price > 10 && d.photos_count > 0 && d.subscription_price === undefined,
  );
  if (!car) throw new Error(`${TENANT} lists no priced car with photos`);
  return car;
}

async function openPrint(page: Page, query: string): Promise<void> {
  await dismissPopup(page, demoSite(TENANT));
  await page.goto(siteUrl(TENANT, `/print${query}`));
}

const pdfButton = (page: Page) => page.getByRole('button', { name: /^(Print PDF|Preparing\.\.\.)$/ });

test('shows the car’s sheet and downloads its PDF as {slug}.pdf, firing the Print event', async ({ page }) => {
  const car = printableCar();
  await openPrint(page, `?car_id=${car.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: car.name })).toBeVisible();
  await expect(page.getByText(formatPrice(car.price), { exact: true })).toBeVisible();
  await expect(page.locator('.print-sheet__photo img')).toHaveAttribute('src', /^\/img\/cars\/.+\.svg\?w=1000&q=75$/);
  await expect(page.getByRole('term').filter({ hasText: 'Stock No.' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${car.name}`));

  // hold the PDF until the busy state has been seen
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/cars/*/print.pdf', async (route) => {
    await held;
    await route.continue();
  });
  const event = page.waitForRequest((r) => r.url().endsWith('/api/events') && r.method() === 'POST');
  const download = page.waitForEvent('download');
  await pdfButton(page).click();
  await expect(pdfButton(page)).toHaveText('Preparing...');
  await expect(pdfButton(page)).toBeDisabled();
  expect((await event).postDataJSON()).toMatchObject({ id: 61, category: 'Print', car_type: car.car_type });
  release();

  const file = await download;
  expect(file.suggestedFilename()).toBe(`${car.slug}.pdf`);
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  expect(text.replace(/\s+/g, ' ')).toContain(car.name);
  await expect(pdfButton(page)).toHaveText('Print PDF');
  await expect(pdfButton(page)).toBeEnabled();
});

test('a failed PDF is alerted with the API’s error and the button returns to Print PDF', async ({ page }) => {
  const car = printableCar();
  await page.route('**/api/cars/*/print.pdf', (route) =>
    route.fulfill({ status: 500, json: { error: 'The PDF could not be made just now.' } }),
  );
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await openPrint(page, `?car_id=${car.slug}`);
  await pdfButton(page).click();
  await expect.poll(() => alerts).toEqual(['The PDF could not be made just now.']);
  await expect(pdfButton(page)).toHaveText('Print PDF');
  await expect(pdfButton(page)).toBeEnabled();
});

test('Print this page opens the browser’s print dialog', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await openPrint(page, `?car_id=${printableCar().slug}`);
  await page.getByRole('button', { name: 'Print this page' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

for (const [what, query, message] of [
  ['no car', '', 'No car was chosen to print.'],
  ['an unknown car', '?car_id=no-such-car-123', 'This car is no longer listed.'],
] as const) {
  test(`with ${what} it says so and links to the search`, async ({ page }) => {
    await openPrint(page, query);
    await expect(page.getByRole('status')).toHaveText(message);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car not found');
    await expect(page.getByRole('link', { name: 'Search our cars' })).toHaveAttribute('href', '/search');
    await expect(pdfButton(page)).toBeHidden();
  });
}

test('the print stylesheet leaves out the header, footer and buttons', async ({ page }) => {
  await openPrint(page, `?car_id=${printableCar().slug}`);
  await expect(pdfButton(page)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(pdfButton(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
