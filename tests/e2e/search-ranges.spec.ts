// The search page's price, kilometre and year sliders (spec §2 Search page, §4 search state,
// §5 slider values, §9 step and debounce), moved as a shopper moves them: dragged with the
// mouse and keyed, on a desktop sidebar and in a phone's filter drawer.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import type { RangeField, SearchDocument } from '../../src/search/document.ts';
import { listedDocuments } from '../support/e2e/listed-stock.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { rangeSliderRefinement } from '../../src/domain/search/sliders.ts';
import { searchGoesLive } from '../support/e2e/search.ts';

// both embedded-engine demo tenants of different sizes and stock (new and used, used only)
const TENANTS = ['southern-cross-motors', 'drivewise-online'];

const NAMES: Record<RangeField, { section: string; slider: string }> = {
  price: { section: 'Price', slider: 'price' },
  km: { section: 'Kilometres', slider: 'kilometres' },
  year: { section: 'Year', slider: 'year' },
};

/** spec §5: price and km settle on thousands, years on whole numbers. */
const ROUNDING: Record<RangeField, number> = { price: 1000, km: 1000, year: 1 };

const countOf = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));
const resultCount = async (page: Page) =>
  countOf(await page.locator('.search-results__count .count-up__final').textContent());

async function openSearch(page: Page, slug: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await dismissPopup(page, demoSite(slug));
  await page.goto(siteUrl(slug, '/search'));
  await searchGoesLive(page);
}

async function openSection(scope: Locator, field: RangeField): Promise<void> {
  const heading = scope.getByRole('button', { name: NAMES[field].section, exact: true });
  if ((await heading.getAttribute('aria-expanded')) !== 'true') await heading.click();
}

const thumb = (scope: Locator, field: RangeField, end: 'min' | 'max') =>
  scope.getByRole('slider', { name: `${end === 'min' ? 'Minimum' : 'Maximum'} ${NAMES[field].slider}`, exact: true });

async function numberAttribute(slider: Locator, name: string): Promise<number> {
  return Number(await slider.getAttribute(name));
}

/** Presses the mouse on the thumb, drags it to `fraction` of the track and lets go. */
async function dragThumb(slider: Locator, fraction: number): Promise<void> {
  const [min, max, value] = await Promise.all([
    numberAttribute(slider, 'min'),
    numberAttribute(slider, 'max'),
    slider.inputValue().then(Number),
  ]);
  await slider.scrollIntoViewIfNeeded();
  const box = (await slider.boundingBox())!;
  // Chromium's thumb is 16 px wide and travels the track less its width
  const x = (at: number) => box.x + 8 + at * (box.width - 16);
  const y = box.y + box.height / 2;
  const mouse = slider.page().mouse;
  await mouse.move(x((value - min) / (max - min)), y);
  await mouse.down();
  for (const step of [0.25, 0.5, 0.75, 1])
    await mouse.move(x((value - min) / (max - min)) * (1 - step) + x(fraction) * step, y);
  await mouse.up();
}

/**
 * The thumbs' values, each the one its thumb announces: a thumb drawn or stepped from another
 * value than the one it says (a native step snapping the spec §5 values) fails here.
 */
async function thumbValues(scope: Locator, field: RangeField): Promise<readonly [number, number]> {
  const valueOf = async (end: 'min' | 'max') => {
    const slider = thumb(scope, field, end);
    const [value, announced] = await Promise.all([slider.inputValue(), slider.getAttribute('aria-valuetext')]);
    expect(Number(value), `the ${field} ${end} thumb's value, as it announces it`).toBe(countOf(announced));
    return Number(value);
  };
  return [await valueOf('min'), await valueOf('max')];
}

/**
 * The range the URL holds for `field` once it agrees with the thumbs (a slow drag may refine
 * on its way, each pause past the debounce a search of its own), its open ends filled with the
 * slider's bounds.
 */
async function rangeInUrl(
  page: Page,
  field: RangeField,
  values: () => Promise<readonly [number, number]>,
  bounds: { min: number; max: number },
) {
  let refined: { min?: number; max?: number } = {};
  const rawOf = (range: { min?: number; max?: number }) => `${range.min ?? ''}-${range.max ?? ''}`;
  await expect
    .poll(async () => {
      refined = rangeSliderRefinement(await values(), bounds);
      const inUrl = new URL(page.url()).searchParams.get(field);
      return inUrl === rawOf(refined) ? 'agree' : `URL ${inUrl}, thumbs ${rawOf(refined)}`;
    }, `the URL's ${field} and the thumbs`)
    .toBe('agree');
  return { min: refined.min ?? bounds.min, max: refined.max ?? bounds.max, raw: rawOf(refined) };
}

/**
 * After a slider move: the URL holds the range (settled by spec §5), the count is the number of
 * listed cars within it, and every card shown is one of them. Returns that count.
 */
async function expectRefined(page: Page, scope: Locator, field: RangeField, documents: SearchDocument[]) {
  const slider = thumb(scope, field, 'min');
  const bounds = { min: await numberAttribute(slider, 'min'), max: await numberAttribute(slider, 'max') };
  return expectRefinedWithin(page, field, () => thumbValues(scope, field), bounds, documents);
}

async function expectRefinedWithin(
  page: Page,
  field: RangeField,
  values: () => Promise<readonly [number, number]>,
  bounds: { min: number; max: number },
  documents: SearchDocument[],
) {
  const range = await rangeInUrl(page, field, values, bounds);
  for (const [end, value] of Object.entries(range).filter(([end]) => end !== 'raw') as [string, number][]) {
    expect(value, `${field} ${end} within the slider`).toBeGreaterThanOrEqual(bounds.min);
    expect(value, `${field} ${end} within the slider`).toBeLessThanOrEqual(bounds.max);
    if (value !== bounds.min && value !== bounds.max) expect(value % ROUNDING[field], `${field} ${end}`).toBe(0);
  }
  // every range in the URL applies (the sliders refine together)
  const ranges = [...new URL(page.url()).searchParams]
    .filter(([name]) => name in NAMES)
    .map(([name, value]) => {
      const [low, high] = value.split('-');
      return { field: name as RangeField, min: low ? Number(low) : -Infinity, max: high ? Number(high) : Infinity };
    });
  const within = (document: SearchDocument) =>
    ranges.every(({ field: name, min, max }) => {
      const value = document[name];
      return typeof value === 'number' && value >= min && value <= max;
    });
  const expected = documents.filter(within).length;
  expect(expected, `${field} ${range.raw} leaves some cars`).toBeGreaterThan(0);
  await expect.poll(() => resultCount(page), `count for ${field}=${range.raw}`).toBe(expected);
  const bySlug = new Map(documents.map((document) => [document.slug, document]));
  const hrefs = await page
    .locator('.search-results .car-card .car-card__view')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBe(Math.min(expected, 21));
  for (const href of hrefs) {
    const document = bySlug.get(href.replace(/^\/cars\//, ''));
    expect(document && within(document), `${href} within ${field} ${range.raw}`).toBe(true);
  }
  return { count: expected, range };
}

for (const slug of TENANTS) {
  test(`${slug}: on a desktop, dragged and keyed sliders search, write the URL and clear`, async ({ page }) => {
    const documents = await listedDocuments(slug);
    await openSearch(page, slug, 1366);
    const all = await resultCount(page);
    const sidebar = page.locator('.stock-search__sidebar');

    // price: the minimum thumb dragged a quarter of the way
    await dragThumb(thumb(sidebar, 'price', 'min'), 0.25);
    const price = await expectRefined(page, sidebar, 'price', documents);
    expect(price.range.raw).toMatch(/^\d+-$/);
    await expect(page).not.toHaveURL(/page=/);

    // kilometres: the maximum thumb keyed down, then to the end and back a step
    await openSection(sidebar, 'km');
    const maxKm = thumb(sidebar, 'km', 'max');
    await maxKm.focus();
    await maxKm.press('End');
    for (let i = 0; i < 60; i++) await maxKm.press('ArrowLeft');
    await maxKm.press('PageUp');
    const km = await expectRefined(page, sidebar, 'km', documents);
    expect(km.range.raw).toMatch(/^-\d+$/);
    expect(km.count).toBeLessThanOrEqual(price.count);

    // year: the minimum thumb keyed up
    await openSection(sidebar, 'year');
    const minYear = thumb(sidebar, 'year', 'min');
    await minYear.focus();
    await minYear.press('PageUp');
    await minYear.press('ArrowRight');
    await expectRefined(page, sidebar, 'year', documents);
    const url = new URL(page.url());
    expect(url.searchParams.get('price')).toBe(price.range.raw);
    expect(url.searchParams.get('km')).toBe(km.range.raw);

    await sidebar.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(siteUrl(slug, '/search'));
    await expect.poll(() => resultCount(page)).toBe(all);
    for (const [field, end] of [
      ['price', 'min'],
      ['km', 'max'],
      ['year', 'min'],
    ] as const) {
      const slider = thumb(sidebar, field, end);
      await expect(slider).toHaveValue(String(await numberAttribute(slider, end)));
    }
  });

  test(`${slug}: in the phone drawer, sliders refine 'Show me N cars' and its results`, async ({ page }) => {
    const documents = await listedDocuments(slug);
    await openSearch(page, slug, 390);
    const all = await resultCount(page);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    const show = drawer.getByRole('button', { name: /^Show me [\d,]+ cars?$/ });

    // price: the maximum thumb dragged to the middle
    await dragThumb(thumb(drawer, 'price', 'max'), 0.5);
    const price = await expectRefined(page, drawer, 'price', documents);
    expect(price.range.raw).toMatch(/^-\d+$/);
    await expect.poll(async () => countOf(await show.locator('.count-up__final').textContent())).toBe(price.count);

    // year: the maximum thumb keyed back two years
    await openSection(drawer, 'year');
    const maxYear = thumb(drawer, 'year', 'max');
    await maxYear.focus();
    await maxYear.press('ArrowLeft');
    await maxYear.press('ArrowLeft');
    const year = await expectRefined(page, drawer, 'year', documents);
    await expect.poll(async () => countOf(await show.locator('.count-up__final').textContent())).toBe(year.count);

    // kilometres: the minimum thumb dragged a little; Show me N cars lands on those results
    await openSection(drawer, 'km');
    await dragThumb(thumb(drawer, 'km', 'min'), 0.1);
    const km = await expectRefined(page, drawer, 'km', documents);
    await expect.poll(async () => countOf(await show.locator('.count-up__final').textContent())).toBe(km.count);
    await show.click();
    await expect(drawer).toBeHidden();
    const url = new URL(page.url());
    expect([url.searchParams.get('price'), url.searchParams.get('year'), url.searchParams.get('km')]).toEqual([
      price.range.raw,
      year.range.raw,
      km.range.raw,
    ]);
    expect(await resultCount(page)).toBe(km.count);

    // Clear all filters in the drawer: every range, the URL and the count go back
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(siteUrl(slug, '/search'));
    await expect.poll(async () => countOf(await show.locator('.count-up__final').textContent())).toBe(all);
    for (const field of ['price', 'km', 'year'] as const) {
      await openSection(drawer, field);
      const slider = thumb(drawer, field, 'max');
      await expect(slider).toHaveValue(String(await numberAttribute(slider, 'max')));
    }
  });
}

test('a slider moved just before Show me N cars still refines the search it shows', async ({ page }) => {
  const slug = TENANTS[0]!;
  const documents = await listedDocuments(slug);
  await openSearch(page, slug, 390);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const minPrice = thumb(drawer, 'price', 'min');
  const bounds = { min: await numberAttribute(minPrice, 'min'), max: await numberAttribute(minPrice, 'max') };
  await minPrice.focus();
  await minPrice.press('PageUp');
  const values = await thumbValues(drawer, 'price');
  // within the 400 ms debounce
  await drawer.getByRole('button', { name: /^Show me [\d,]+ cars?$/ }).click();
  await expect(drawer).toBeHidden();
  await expectRefinedWithin(page, 'price', () => Promise.resolve(values), bounds, documents);
});

test('a keyed thumb steps from the value it shows and searches for it, and Home takes it back to its bound', async ({
  page,
}) => {
  const slug = TENANTS[1]!;
  const documents = await listedDocuments(slug);
  await openSearch(page, slug, 1366);
  const sidebar = page.locator('.stock-search__sidebar');
  const minPrice = thumb(sidebar, 'price', 'min');
  const bounds = { min: await numberAttribute(minPrice, 'min'), max: await numberAttribute(minPrice, 'max') };
  await minPrice.focus();
  for (let i = 0; i < 3; i++) await minPrice.press('ArrowRight');
  const first = await expectRefined(page, sidebar, 'price', documents);
  // a key after the search has run steps on from the value the search used
  await minPrice.press('ArrowRight');
  const second = await expectRefined(page, sidebar, 'price', documents);
  // spec §9: a step of a hundredth of the range, settled on a thousand (spec §5)
  const step = Math.max((bounds.max - bounds.min) / 100, ROUNDING.price);
  expect(Math.abs(second.range.min - first.range.min - step)).toBeLessThanOrEqual(ROUNDING.price / 2);
  await minPrice.press('ArrowLeft');
  await expect.poll(() => thumbValues(sidebar, 'price').then(([low]) => low)).toBe(first.range.min);
  await minPrice.press('Home');
  await expect(minPrice).toHaveValue(String(bounds.min));
  await expect(page).not.toHaveURL(/price=/);
});
