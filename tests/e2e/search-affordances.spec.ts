// What the search page and the phone menu show a shopper about their state (spec §2 Search
// page): the applied filters as chips, section headings that say they expand, sub-menus that
// say they open, a page that stays put behind a drawer, a keyword placeholder that fits, and
// an empty result that offers to take back the last filter.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { demoSite, dismissPopup } from '../support/e2e/site.ts';
import { listedDocuments } from '../support/e2e/listed-stock.ts';
import { searchGoesLive } from '../support/e2e/search.ts';

const countOf = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));
const resultCount = async (page: Page) =>
  countOf(await page.locator('.search-results__count .count-up__final').textContent());
const sidebar = (page: Page) => page.locator('.stock-search__sidebar');
const results = (page: Page) => page.locator('.stock-search__results');
const emptyResult = (page: Page) => page.locator('.search-results__empty');
const chips = (page: Page) => results(page).getByRole('list', { name: 'Applied filters' });

async function openSearch(page: Page, slug: string, path: string, width = 1366): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await dismissPopup(page, demoSite(slug));
  await page.goto(siteUrl(slug, path));
  await searchGoesLive(page);
}

test('two clicked filters are two chips; a chip removes its filter alone; Clear all removes the rest', async ({
  page,
}) => {
  await openSearch(page, 'southern-cross-motors', '/search');
  const all = await resultCount(page);
  await expect(chips(page)).toHaveCount(0);

  // the URL is written as each search starts; the count follows with its answer
  await sidebar(page)
    .getByRole('checkbox', { name: /^Used \(/ })
    .check();
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  const used = await resultCount(page);
  const make = sidebar(page).locator('.facet--makes').getByRole('checkbox').first();
  const makeName = (await sidebar(page).locator('.make-card label > span').first().textContent()) ?? '';
  await make.check();
  await expect(page).toHaveURL(/car_type=used/);
  await expect.poll(() => resultCount(page)).toBeLessThan(used);
  const both = await resultCount(page);

  const buttons = chips(page).getByRole('button');
  await expect(buttons).toHaveText([/Condition: Used/, new RegExp(`Make: ${makeName}`)]);
  await expect(chips(page).getByRole('button', { name: 'Remove Condition: Used', exact: true })).toBeVisible();

  await chips(page).getByRole('button', { name: 'Remove Condition: Used', exact: true }).click();
  await expect(buttons).toHaveCount(1);
  await expect(chips(page).getByRole('button', { name: `Remove Make: ${makeName}`, exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('checkbox', { name: /^Used \(/ })).not.toBeChecked();
  await expect(make).toBeChecked();
  await expect(page).not.toHaveURL(/car_type=/);
  await expect.poll(() => resultCount(page)).toBeGreaterThanOrEqual(both);

  await results(page).getByRole('button', { name: 'Clear all', exact: true }).click();
  await expect(chips(page)).toHaveCount(0);
  await expect(make).not.toBeChecked();
  await expect(page).toHaveURL(siteUrl('southern-cross-motors', '/search'));
  await expect.poll(() => resultCount(page)).toBe(all);
});

test('a page opened with filters shows their chips; a route with presets has them in its HTML', async ({
  page,
  browser,
}) => {
  await openSearch(page, 'southern-cross-motors', '/search?body=SUV&price=5000-30000&query=auto');
  await expect(chips(page).getByRole('button')).toHaveText([
    /Keyword: auto/,
    /Body type: SUV/,
    /Price: \$5,000 – \$30,000/,
  ]);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const still = await context.newPage();
  await still.goto(siteUrl('southern-cross-motors', '/search/used-cars'));
  await expect(chips(still).getByRole('button', { name: 'Remove Condition: Used', exact: true })).toBeVisible();
  await context.close();

  // hydrating over the build's chips moves nothing
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openSearch(page, 'southern-cross-motors', '/search/used-cars');
  await expect(chips(page).getByRole('button')).toHaveText([/Condition: Used/]);
  const shifted = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifted).toBeLessThan(0.01);
});

test('filter section headings are buttons that say whether they are expanded, by click and by key', async ({
  page,
}) => {
  await openSearch(page, 'southern-cross-motors', '/search');
  // the sections that start open are the first two lists and the price
  await expect(sidebar(page).getByRole('button', { name: 'Condition', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(sidebar(page).getByRole('button', { name: 'Price', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const body = sidebar(page).getByRole('button', { name: 'Body type', exact: true });
  await expect(body).toHaveAttribute('aria-expanded', 'false');
  const region = page.locator(`#${await body.getAttribute('aria-controls')}`);
  await expect(region).toBeHidden();
  const chevron = body.locator('svg.disclosure-chevron');
  await expect(chevron).toBeVisible();
  await expect(chevron).toHaveCSS('transform', 'none');
  await expect(chevron).toHaveCSS('transition-duration', '0.3s');

  await body.click();
  await expect(body).toHaveAttribute('aria-expanded', 'true');
  await expect(region.getByRole('checkbox', { name: /^SUV \(/ })).toBeVisible();
  // turned upside down: matrix(-1, 0, 0, -1, 0, 0), allowing for rounding
  await expect(chevron).toHaveCSS('transform', /^matrix\(-1, [-0-9.e]+, [-0-9.e]+, -1, 0, 0\)$/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(chevron).toHaveCSS('transition-duration', '0s');

  await body.focus();
  await page.keyboard.press('Enter');
  await expect(body).toHaveAttribute('aria-expanded', 'false');
  await expect(region).toBeHidden();
  await page.keyboard.press('Space');
  await expect(body).toHaveAttribute('aria-expanded', 'true');
  await expect(region).toBeVisible();
});

test('the phone menu marks the items that open a sub-menu and says when one is open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await dismissPopup(page, demoSite('harbourside-toyota'));
  await page.goto(siteUrl('harbourside-toyota', '/'));
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation');
  const opener = menu.locator('button[aria-expanded]').first();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await expect(opener.locator('svg.disclosure-chevron')).toBeVisible();
  const submenu = page.locator(`#${await opener.getAttribute('aria-controls')}`);
  await expect(submenu).toBeHidden();

  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  await expect(submenu).toBeVisible();
  await expect(submenu.getByRole('listitem').first()).toBeVisible();
  await opener.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await expect(submenu).toBeHidden();
});

/** Scrolls with the wheel over a point and with a finger; the page behind a drawer must stay. */
async function tryToScroll(page: Page, at: { x: number; y: number }): Promise<void> {
  await page.mouse.move(at.x, at.y);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 800);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.synthesizeScrollGesture', {
    x: at.x,
    y: at.y,
    yDistance: -1500,
    gestureSourceType: 'touch',
    speed: 3000,
  });
  await cdp.detach();
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function expectPageStays(page: Page, drawer: Locator, at: { x: number; y: number }): Promise<void> {
  await expect(drawer).toBeVisible();
  const before = await scrollY(page);
  await tryToScroll(page, at);
  expect(await scrollY(page)).toBe(before);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  expect(await scrollY(page)).toBe(before);
}

test('on a phone the page behind the menu or the filter drawer does not scroll, and stays where it was', async ({
  page,
}) => {
  await openSearch(page, 'southern-cross-motors', '/search/used-cars', 390);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  // over the backdrop, left of the menu
  await expectPageStays(page, page.getByRole('dialog', { name: 'Menu' }), { x: 12, y: 400 });

  // scrolled down a little, with the Filters button still in view, so a click does not scroll
  const filters = page.getByRole('button', { name: 'Filters', exact: true });
  const top = await filters.evaluate((button) => button.getBoundingClientRect().top + window.scrollY);
  await page.evaluate((y) => window.scrollTo(0, y), top - 60);
  expect(await scrollY(page)).toBeGreaterThan(0);
  await filters.click();
  // over the filters themselves, which scroll to their end first
  await expectPageStays(page, page.getByRole('dialog', { name: 'Filters' }), { x: 200, y: 400 });
});

for (const width of [1366, 1280]) {
  test(`at ${width} px the whole keyword placeholder shows in the search box`, async ({ page }) => {
    await openSearch(page, 'drivewise-online', '/search', width);
    const box = sidebar(page).getByRole('searchbox', { name: 'Keyword search' });
    await expect(box).toHaveAttribute('placeholder', 'Keyword search eg. EV, SUV, Toyota');
    const fit = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, room, scroll: input.scrollWidth };
    });
    expect(fit.text, `${JSON.stringify(fit)}`).toBeLessThanOrEqual(fit.room);
  });
}

test('an empty result offers to remove the filter applied last, which brings the cars back', async ({ page }) => {
  await openSearch(page, 'southern-cross-motors', '/search');
  const all = await resultCount(page);
  await sidebar(page)
    .getByRole('checkbox', { name: /^Used \(/ })
    .check();
  await expect(page).toHaveURL(/car_type=used/);
  // the URL is written as the search starts; the count follows with its answer
  await expect.poll(() => resultCount(page)).not.toBe(all);
  const used = await resultCount(page);
  await sidebar(page).getByRole('searchbox').fill('qqqqzzzzxxxx');
  await expect(emptyResult(page)).toContainText('No cars match these filters.');
  await expect(emptyResult(page).getByRole('button', { name: 'Clear all', exact: true })).toBeVisible();

  // the keyword came last, though a URL writes it first
  const undo = emptyResult(page).getByRole('button', { name: 'Remove Keyword: qqqqzzzzxxxx', exact: true });
  await undo.click();
  await expect(results(page).locator('.car-card').first()).toBeVisible();
  await expect.poll(() => resultCount(page)).toBe(used);
  await expect(chips(page).getByRole('button')).toHaveText([/Condition: Used/]);
  await expect(sidebar(page).getByRole('searchbox')).toHaveValue('');
});

test('an empty result opened from a URL offers to remove the last filter of the URL', async ({ page }) => {
  await openSearch(page, 'southern-cross-motors', '/search');
  const documents = await listedDocuments('southern-cross-motors');
  const topPrice = new Map<string, number>();
  for (const car of documents) topPrice.set(car.make, Math.max(topPrice.get(car.make) ?? 0, car.price));
  const [make, top] = [...topPrice].sort((a, b) => a[1] - b[1])[0]!;
  const above = (Math.floor(top / 1000) + 1) * 1000;
  expect(Math.max(...documents.map((car) => car.price))).toBeGreaterThan(above);

  await page.goto(siteUrl('southern-cross-motors', `/search?make=${encodeURIComponent(make)}&price=${above}-`));
  await expect(emptyResult(page)).toContainText('No cars match these filters.');
  await expect(emptyResult(page).getByRole('button', { name: 'Clear all', exact: true })).toBeVisible();
  const label = `Price: from $${above.toLocaleString('en-AU')}`;
  await emptyResult(page)
    .getByRole('button', { name: `Remove ${label}`, exact: true })
    .click();
  await expect(results(page).locator('.car-card').first()).toBeVisible();
  await expect(chips(page).getByRole('button')).toHaveText([new RegExp(`Make: ${make}`)]);
  await expect(page).not.toHaveURL(/price=/);
});
