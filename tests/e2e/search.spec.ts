// Stock search (spec §2 Search page, §4 search state and promo cards, §5 search rules, §9).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { fakeLeadApi, fillEnquiry, openPage, readyForm } from '../support/e2e/lead-forms.ts';
import { listedDocuments } from '../support/e2e/listed-stock.ts';
import { fetchFromSite } from '../support/e2e/test-server.ts';
import { deliveredLead, demoSite, dismissPopup, recordLeadIds } from '../support/e2e/site.ts';
import { searchGoesLive } from '../support/e2e/search.ts';

const TENANTS = ['harbourside-toyota', 'southern-cross-motors', 'drivewise-online', 'outback-rv'];

async function searchPaths(slug: string): Promise<string[]> {
  const { text } = await fetchFromSite(slug, '/sitemap.xml');
  return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((path) => /^\/(search|new-used-and-demo-cars)(\/|$)/.test(path));
}

const countOf = (text: string | null) => Number((text ?? '').replace(/[^0-9]/g, ''));

/** A search page, hydrated, with the promotional popup out of the way. */
async function openSearch(page: Page, slug: string, path: string): Promise<void> {
  await dismissPopup(page, demoSite(slug));
  await page.goto(siteUrl(slug, path));
  await searchGoesLive(page);
}

// the final count, as assistive technology reads it at once (the digits on screen count up to it)
const resultCount = (page: Page) => page.locator('.search-results__count .count-up__final');
const cards = (page: Page) => page.locator('.search-results .car-card');
const sidebar = (page: Page) => page.locator('.stock-search__sidebar');

async function openSection(page: Page, title: string): Promise<void> {
  const heading = sidebar(page).getByRole('button', { name: title, exact: true });
  if ((await heading.getAttribute('aria-expanded')) !== 'true') await heading.click();
}

for (const slug of TENANTS) {
  test(`${slug}: every search route has its first page of results in the HTML`, async () => {
    const paths = await searchPaths(slug);
    expect(paths).toContain('/search');
    expect(paths).toContain('/new-used-and-demo-cars');
    for (const path of paths) {
      const { status, text } = await fetchFromSite(slug, path);
      expect(status, path).toBe(200);
      const count = countOf(/class="search-results__count"[^>]*>.*?(\d[\d,]*) [a-z]+</s.exec(text)?.[1] ?? null);
      const shown = (text.match(/<article class="car-card/g) ?? []).length;
      expect(shown, `${path}: ${count} cars`).toBe(Math.min(count, 21));
    }
  });
}

test('without JavaScript a search page shows its cars, count and pages', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(siteUrl('southern-cross-motors', '/search/used-cars'));
  await expect(page.getByRole('heading', { level: 1, name: 'Used cars' })).toBeVisible();
  await expect(cards(page)).toHaveCount(21);
  await expect(cards(page).first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2' }),
  ).toHaveAttribute('href', '/search/used-cars?page=2');
  await context.close();
});

test('refining by make, model, body, price and text updates the results and the URL; back restores them', async ({
  page,
}) => {
  const slug = 'southern-cross-motors';
  await openSearch(page, slug, '/search?page=2');
  const all = countOf(await resultCount(page).textContent());

  await sidebar(page)
    .getByRole('checkbox', { name: /^Kia \(/ })
    .check();
  await expect(page).toHaveURL(/\/search\?make=Kia$/);
  await expect.poll(async () => countOf(await resultCount(page).textContent())).toBeLessThan(all);
  const kia = countOf(await resultCount(page).textContent());
  await expect(cards(page).first()).toContainText('Kia');

  await sidebar(page).getByRole('button', { name: 'Select models' }).click();
  const model = sidebar(page).getByRole('group', { name: 'Kia models' }).getByRole('checkbox').first();
  const modelName = ((await model.locator('xpath=following-sibling::label').textContent()) ?? '').replace(
    /\s*\(\d+\)$/,
    '',
  );
  await model.check();
  await expect(page).toHaveURL(new RegExp(`model=${encodeURIComponent(modelName).replace(/%20/g, '\\+')}`));
  await expect.poll(async () => countOf(await resultCount(page).textContent())).toBeLessThanOrEqual(kia);

  await sidebar(page)
    .getByRole('checkbox', { name: /^Kia \(/ })
    .uncheck();
  await expect(page).not.toHaveURL(/make=Kia/);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?make=Kia$/);
  await expect.poll(async () => countOf(await resultCount(page).textContent())).toBe(kia);

  await openSection(page, 'Body type');
  await sidebar(page)
    .getByRole('checkbox', { name: /^SUV \(/ })
    .check();
  await expect(page).toHaveURL(/body=SUV/);

  // the minimum price thumb, moved by keyboard: one search 400 ms after the last key
  const minPrice = sidebar(page).getByRole('slider', { name: 'Minimum price' });
  await minPrice.focus();
  for (let i = 0; i < 5; i++) await minPrice.press('ArrowRight');
  await expect(page).toHaveURL(/price=\d+000-/);
  const priceMin = Number(/price=(\d+)-/.exec(page.url())![1]);
  // the URL changes as the refinement is made; the cards follow when the search answers
  await expect
    .poll(async () => {
      const amounts = await cards(page).locator('.car-card__amount').allTextContents();
      return Math.min(...amounts.map((text) => Number(text.replace(/[^0-9]/g, ''))));
    })
    .toBeGreaterThanOrEqual(priceMin);

  const box = sidebar(page).getByRole('searchbox');
  await box.fill('kia');
  await expect(page).toHaveURL(/query=kia/);
  await expect(page).not.toHaveURL(/page=/);
  await expect
    .poll(async () => (await cards(page).locator('h3').allTextContents()).every((t) => /kia/i.test(t)))
    .toBe(true);
  const refined = countOf(await resultCount(page).textContent());
  expect(refined).toBeGreaterThan(0);
  const titles = await cards(page).locator('h3').allTextContents();

  // the same URL in another tab gives the same results
  const shared = await page.context().newPage();
  await openSearch(shared, slug, new URL(page.url()).pathname + new URL(page.url()).search);
  await expect.poll(async () => countOf(await resultCount(shared).textContent())).toBe(refined);
  await expect(cards(shared).locator('h3')).toHaveText(titles);
  await shared.close();

  await page.goBack();
  await expect(page).not.toHaveURL(/query=kia/);
});

test('on a phone, the filters open in a drawer and Show me N cars lands on the route at the top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openSearch(page, 'southern-cross-motors', '/search/used-cars');
  await page.mouse.wheel(0, 1500);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Body type', exact: true }).click();
  const show = drawer.getByRole('button', { name: /^Show me [\d,]+ cars?$/ });
  const used = countOf(await show.locator('.count-up__final').textContent());
  await drawer.getByRole('checkbox', { name: /^SUV \(/ }).check();
  await expect.poll(async () => countOf(await show.locator('.count-up__final').textContent())).toBeLessThan(used);
  const shown = countOf(await show.locator('.count-up__final').textContent());
  await show.click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/search\/used-cars\?body=SUV$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(countOf(await resultCount(page).textContent())).toBe(shown);

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeFocused();
});

test('southern-cross-motors: promo cards sit at positions 8 and 17 (spec §2)', async ({ page }) => {
  await openSearch(page, 'southern-cross-motors', '/search/new-cars');
  const tiles = page.locator('.search-cards > li');
  await expect(tiles.nth(7).locator('.promo-card')).toBeVisible();
  await expect(tiles.nth(16).locator('.promo-card')).toBeVisible();
  await expect(page.locator('.search-cards .promo-card')).toHaveCount(2);
});

test("harbourside-toyota: 'Only show Toyota Certified Vehicles' shows certified cars only", async ({ page }) => {
  const certified = (await listedDocuments('harbourside-toyota')).filter((d) => d.certified).length;
  expect(certified).toBeGreaterThan(0);
  await openSearch(page, 'harbourside-toyota', '/search');
  await sidebar(page).getByRole('checkbox', { name: 'Only show Toyota Certified Vehicles' }).check();
  await expect(page).toHaveURL(/certified=true/);
  await expect.poll(async () => countOf(await resultCount(page).textContent())).toBe(certified);
});

test('drivewise-online lists used cars only', async ({ page }) => {
  const documents = await listedDocuments('drivewise-online');
  expect(documents.every((d) => d.car_type === 'used')).toBe(true);
  expect((await fetchFromSite('drivewise-online', '/search/new-cars')).status).toBe(404);
  await openSearch(page, 'drivewise-online', '/search');
  const condition = sidebar(page).getByRole('group', { name: 'Condition' });
  await expect(condition.getByRole('checkbox')).toHaveCount(1);
  await expect(condition.getByRole('checkbox', { name: /^Used \(/ })).toBeVisible();
});

test('sold cars older than the sold window never appear', async () => {
  for (const slug of TENANTS) {
    const days = demoSite(slug).search.baseStock.soldWithinDays;
    const documents = await listedDocuments(slug);
    // the build's moment: its newest listing is hours old at most
    const built = Math.max(...documents.map((d) => d.listed_at));
    const oldest = built - (days + 1) * 86_400;
    for (const document of documents.filter((d) => d.status === 'sold'))
      expect(document.sold_date_timestamp!, `${slug} ${document.id}`).toBeGreaterThan(oldest);
    const { text } = await fetchFromSite(slug, '/search');
    const listed = new Set(documents.map((d) => d.slug));
    for (const match of text.matchAll(/href="\/cars\/([^"/?]+)"/g)) expect(listed.has(match[1]!)).toBe(true);
  }
});

test("a card's Quick Enquiry opens the enquiry form for that car and sends its lead", async ({ page }) => {
  const slug = 'harbourside-toyota';
  const leadIds = await recordLeadIds(page);
  await openSearch(page, slug, '/search/used-cars');
  const card = cards(page).first();
  const title = (await card.locator('h3').textContent())?.trim() ?? '';
  const quickEnquiry = card.getByRole('link', { name: /^Quick Enquiry/ });
  const carSlug = new URLSearchParams((await quickEnquiry.getAttribute('href'))?.split('?')[1]).get('car_id');
  await quickEnquiry.click();
  const dialog = page.getByRole('dialog', { name: 'Quick Enquiry' });
  await expect(dialog).toBeVisible();
  const form = await readyForm(page, 'Quick Enquiry');
  await fillEnquiry(form, 'Is it still available?');
  const leadRequest = page.waitForRequest((r) => r.url().endsWith('/api/leads'));
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  const body = (await leadRequest).postDataJSON() as Record<string, unknown>;
  expect(carSlug).toBeTruthy();
  expect(body).toMatchObject({ kind: 'enquiry', car_id: carSlug, car_type: 'used' });
  await expect(page).toHaveURL(siteUrl(slug, '/success'));
  await expect(page.locator('main')).toContainText(title);
  const adf = await deliveredLead(leadIds[0]!);
  expect(adf.text).toContain('Is it still available?');
});

test('the enquiry page a Quick Enquiry link leads to (no JavaScript) sends the car with the lead', async ({ page }) => {
  const slug = 'harbourside-toyota';
  const documents = await listedDocuments(slug);
  const car = documents.find((d) => d.car_type === 'used')!;
  await openPage(page, slug, `/contact/?car_id=${car.slug}&car_type=used`);
  const form = await readyForm(page, 'Send us an enquiry');
  await fillEnquiry(form, 'About the car on your search page.');
  await fakeLeadApi(page, () => ({ status: 201, json: { lead_id: 'L1' } }));
  const leadRequest = page.waitForRequest((r) => r.url().endsWith('/api/leads'));
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  expect((await leadRequest).postDataJSON()).toMatchObject({ kind: 'enquiry', car_id: car.slug, car_type: 'used' });
});

test('when the enquiry dialog cannot load, Quick Enquiry goes to the enquiry page for the car', async ({ page }) => {
  await page.route('**/_astro/CarLeadDialog*.js', (route) => route.abort());
  await openSearch(page, 'harbourside-toyota', '/search/used-cars');
  const link = cards(page)
    .first()
    .getByRole('link', { name: /^Quick Enquiry/ });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/contact\?car_id=.+&car_type=used$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/contact/?\\?${href.split('?')[1]}$`));
});

/** The count a facet option's label ends with: '$20,000 to $30,000 (27)' is 27. */
const optionCount = (label: string | null) =>
  Number(/\((\d[\d,]*)\)$/.exec((label ?? '').trim())?.[1]?.replace(/,/g, '') ?? NaN);

/**
 * The results of a ticked option number what its label promised. The label is read once the
 * search has run: the counts in the built page are the build's, and a car whose sold window
 * (spec §7) ran out since then leaves the live counts one lower.
 */
async function expectCountOfOption(page: Page, option: Locator): Promise<number> {
  const label = option.locator('xpath=following-sibling::label');
  let promised = NaN;
  await expect
    .poll(async () => {
      promised = optionCount(await label.textContent());
      return countOf(await resultCount(page).textContent()) === promised;
    })
    .toBe(true);
  return promised;
}

test("harbourside-toyota: 'hilxu' in the keyword box finds the HiLux cars (two letters swapped)", async ({ page }) => {
  const hilux = (await listedDocuments('harbourside-toyota')).filter((d) => d.model === 'HiLux').length;
  expect(hilux).toBeGreaterThan(0);
  await openSearch(page, 'harbourside-toyota', '/search');
  await sidebar(page).getByRole('searchbox').fill('hilxu');
  await expect(page).toHaveURL(/query=hilxu/);
  await expect.poll(async () => countOf(await resultCount(page).textContent())).toBe(hilux);
  const titles = await cards(page).locator('h3').allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.every((title) => title.includes('HiLux'))).toBe(true);
});

test('a feature and a price range refine the results and the URL, and the URL brings them back', async ({ page }) => {
  const slug = 'harbourside-toyota';
  await openSearch(page, slug, '/search');
  const all = countOf(await resultCount(page).textContent());

  await openSection(page, 'Features');
  const feature = sidebar(page).getByRole('checkbox', { name: /^Apple CarPlay \(\d+\)$/ });
  await feature.check();
  await expect(page).toHaveURL(/\/search\?filtered_features=Apple\+CarPlay$/);
  const featureCount = await expectCountOfOption(page, feature);
  expect(featureCount).toBeLessThan(all);

  await openSection(page, 'Price range');
  const labels = await sidebar(page).getByRole('group', { name: 'Price range' }).locator('label').allTextContents();
  // cheapest first, whatever the counts
  expect(labels.map((label) => label.replace(/\s*\(\d+\)$/, ''))[0]).toBe('Under $10,000');
  const range = sidebar(page).getByRole('checkbox', { name: /^\$20,000 to \$30,000 \(\d+\)$/ });
  await range.check();
  await expect(page).toHaveURL(/filtered_features=Apple\+CarPlay&price_range=20000-30000$/);
  const rangeCount = await expectCountOfOption(page, range);
  const amounts = await cards(page).locator('.car-card__amount').allTextContents();
  for (const amount of amounts.map((text) => Number(text.replace(/[^0-9]/g, ''))))
    expect(amount >= 20_000 && amount < 30_000, String(amount)).toBe(true);

  const shared = await page.context().newPage();
  await openSearch(shared, slug, '/search?filtered_features=Apple+CarPlay&price_range=20000-30000');
  await expect.poll(async () => countOf(await resultCount(shared).textContent())).toBe(rangeCount);
  await openSection(shared, 'Price range');
  await expect(sidebar(shared).getByRole('checkbox', { name: /^\$20,000 to \$30,000 / })).toBeChecked();
  await shared.close();
});

test('the subscription price facet shows only on a site with subscriptions', async ({ page }) => {
  await openSearch(page, 'southern-cross-motors', '/search');
  await openSection(page, 'Subscription price');
  const weekly = sidebar(page).getByRole('group', { name: 'Subscription price' }).getByRole('checkbox');
  expect(await weekly.count()).toBeGreaterThan(0);
  const option = weekly.first();
  const label = (await option.locator('xpath=following-sibling::label').textContent()) ?? '';
  expect(label).toMatch(/^(Under \$\d+\/wk|\$\d+\/wk to \$\d+\/wk|\$\d+\/wk and over) \(\d+\)$/);
  await option.check();
  await expect(page).toHaveURL(/subscription_price_range=/);
  await expectCountOfOption(page, option);
  await expect(cards(page).first().locator('.car-card__amount')).toBeVisible();

  await openSearch(page, 'harbourside-toyota', '/search');
  await expect(sidebar(page).getByRole('button', { name: 'Features', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Subscription price', exact: true })).toHaveCount(0);
});
