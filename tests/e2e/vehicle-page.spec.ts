// The vehicle page's content (spec §2 Vehicle page, §4 price display, §5 finance block,
// below-market badge and specs, §8 dealer comments).
import { expect, test } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { isAvailable } from '../../src/domain/car/availability.ts';
import { financeEligibility } from '../../src/domain/finance/eligibility.ts';
import { fakeLeadApi, readyForm } from '../support/e2e/lead-forms.ts';
import { demoSite } from '../support/e2e/site.ts';
import { carWhere, fillContact, openVehicle, section, sidebar, vehicleCars } from '../support/e2e/vehicle.ts';

const TENANTS = ['harbourside-toyota', 'southern-cross-motors', 'drivewise-online', 'outback-rv'];

/** spec §2: the sections in this order, each where it applies. */
const SECTION_ORDER = [
  'key-information',
  'comments',
  'certified',
  'whats-included',
  'reserve-online',
  'why-buy',
  'protect',
  'features',
  'summary',
  'specifications',
  'call-dealer',
  'map',
];

for (const slug of TENANTS) {
  test(`${slug}: a car's page has its sections in the spec's order, its JSON-LD and share tags`, async ({ page }) => {
    const car = await carWhere(slug, 'is available with photos', (c) => isAvailable(c) && c.photos_count > 0);
    await openVehicle(page, slug, car);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(car.name);

    const shown = await page
      .locator('[data-section]')
      .evaluateAll((all) => all.map((element) => (element as HTMLElement).dataset.section!));
    expect(shown).toEqual(SECTION_ORDER.filter((name) => shown.includes(name)));
    for (const name of ['key-information', 'comments', 'summary', 'specifications']) expect(shown).toContain(name);

    const site = demoSite(slug);
    const url = new URL(`/cars/${car.slug}`, site.domain).href;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/.+w=1000&q=80$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => {
      const data = JSON.parse(text) as unknown;
      return Array.isArray(data) ? data : [data];
    }) as Record<string, unknown>[];
    const vehicle = blocks.find((block) => block['@type'] === 'Car')!;
    expect(vehicle).toMatchObject({
      '@context': 'https://schema.org',
      name: car.name,
      url,
      brand: { '@type': 'Brand', name: car.make },
      model: car.model,
      vehicleModelDate: String(car.year),
      itemCondition: car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
      offers: { '@type': 'Offer', priceCurrency: 'AUD', url },
    });
    if (car.vin) expect(vehicle.vehicleIdentificationNumber).toBe(car.vin);
    if (car.km !== null) expect(vehicle.mileageFromOdometer).toMatchObject({ value: car.km, unitCode: 'KMT' });
    expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')).toBeTruthy();

    // the car's location on the map, made only as its panel nears the screen, where the site shows locations
    const map = section(page, 'map').locator('iframe');
    if (site.features.vehicleLocation) {
      await expect(map).toHaveCount(0);
      await section(page, 'map').scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute('title', /^Map of /);
      await expect(map).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?.*marker=/);
    } else await expect(section(page, 'map')).toHaveCount(0);

    // the first photo is the page's priority image, with a fixed frame
    const first = page.locator('.gallery__slide img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('srcset', /w=480&q=80 480w/);
    await expect(first).toHaveAttribute('width', '1000');
  });
}

test('key information shows 4 items, then Show More / Show Less', async ({ page }) => {
  const car = await carWhere('southern-cross-motors', 'is available', isAvailable);
  await openVehicle(page, 'southern-cross-motors', car);
  const items = section(page, 'key-information').locator('.key-info__item');
  await expect(items.filter({ visible: true })).toHaveCount(4);
  const total = await items.count();
  expect(total).toBeGreaterThan(4);
  const more = section(page, 'key-information').getByRole('button', { name: 'Show More' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(items.filter({ visible: true })).toHaveCount(total);
  const less = section(page, 'key-information').getByRole('button', { name: 'Show Less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await less.click();
  await expect(items.filter({ visible: true })).toHaveCount(4);
});

test('features show the first 8, then Show All / Hide', async ({ page }) => {
  const car = await carWhere(
    'southern-cross-motors',
    'has more than 8 features',
    (c) => c.standardEquipment.length > 8,
  );
  await openVehicle(page, 'southern-cross-motors', car);
  const features = section(page, 'features').locator('li');
  await expect(features.filter({ visible: true })).toHaveCount(8);
  await expect(features.first()).toHaveText(car.standardEquipment[0]!);
  await section(page, 'features').getByRole('button', { name: 'Show All' }).click();
  await expect(features.filter({ visible: true })).toHaveCount(car.standardEquipment.length);
  await section(page, 'features').getByRole('button', { name: 'Hide' }).click();
  await expect(features.filter({ visible: true })).toHaveCount(8);
});

test('dealer comments over 400 characters are cut with Show more / Show less; none says they are pending', async ({
  page,
}) => {
  const long = await carWhere(
    'southern-cross-motors',
    'has comments over 400 characters',
    (c) => c.dealercomments.trim().length > 400,
  );
  await openVehicle(page, 'southern-cross-motors', long);
  const comments = section(page, 'comments');
  const short = comments.locator('.comments__short');
  await expect(short).toBeVisible();
  expect(((await short.textContent()) ?? '').replace(/…$/, '').length).toBeLessThanOrEqual(400);
  await comments.getByRole('button', { name: 'Show more' }).click();
  await expect(comments.locator('.comments__full')).toHaveText(long.dealercomments.trim());
  await expect(short).toBeHidden();
  await comments.getByRole('button', { name: 'Show less' }).click();
  await expect(short).toBeVisible();

  const none = await carWhere('southern-cross-motors', 'has no comments', (c) => c.dealercomments.trim() === '');
  await openVehicle(page, 'southern-cross-motors', none);
  await expect(section(page, 'comments')).toContainText('Dealer comments are pending. Please check back here later.');
});

test('the Toyota Certified Pre-Owned section shows on a used certified Toyota only, with its badge popup', async ({
  page,
}) => {
  const slug = 'harbourside-toyota';
  const certified = await carWhere(
    slug,
    'is a used certified Toyota',
    (c) => c.certified && c.car_type === 'used' && c.make === 'Toyota',
  );
  await openVehicle(page, slug, certified);
  const block = section(page, 'certified');
  await expect(block.getByRole('heading', { name: 'Toyota Certified Pre-Owned' })).toBeVisible();
  for (const text of ['Additional 1-year warranty', '90 point inspection', '12 months roadside assist'])
    await expect(block).toContainText(text);
  await block.getByRole('button', { name: 'About the certified badge' }).click();
  const popup = page.getByRole('dialog', { name: 'Toyota Certified Pre-Owned' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  const other = await carWhere(slug, 'is not certified', (c) => !c.certified);
  await openVehicle(page, slug, other);
  await expect(section(page, 'certified')).toHaveCount(0);
});

test("specifications are titled by the vehicle's type, hide empty rows and never show the rego", async ({ page }) => {
  const car = await carWhere('southern-cross-motors', 'has a rego plate', (c) => Boolean(c.regplate));
  await openVehicle(page, 'southern-cross-motors', car);
  const specs = section(page, 'specifications');
  await expect(specs.getByRole('heading', { name: 'Car Details' })).toBeVisible();
  await expect(specs.locator('[data-spec="rego"]')).toHaveCount(0);
  await expect(specs).not.toContainText(car.regplate!);
  for (const value of await specs.locator('dd').allTextContents()) expect(value.trim()).not.toBe('');

  const caravan = await carWhere('outback-rv', 'is a caravan', (c) => c.item_type === 'caravan');
  await openVehicle(page, 'outback-rv', caravan);
  await expect(section(page, 'specifications').getByRole('heading', { name: 'Caravan Details' })).toBeVisible();
  await expect(section(page, 'specifications')).toContainText('Tare');
});

test('price: the was-price when higher, the below-market badge, and the no-price text', async ({ page }) => {
  const slug = 'southern-cross-motors';
  const reduced = await carWhere(
    slug,
    'has a higher was-price',
    (c) => !c.subscription_price && c.before_price !== null && c.before_price > c.price && c.price > 10,
  );
  await openVehicle(page, slug, reduced);
  await expect(sidebar(page).locator('.vehicle-price__amount')).toHaveText(`$${reduced.price.toLocaleString('en-AU')}`);
  await expect(sidebar(page).locator('.vehicle-price__was s')).toHaveText(
    `$${reduced.before_price!.toLocaleString('en-AU')}`,
  );

  const below = await carWhere(slug, 'is priced over $499 under its state market average', (c) => {
    const market = c.autograb_data?.state_average_market_price ?? c.autograb_data?.average_market_price ?? null;
    return !c.subscription_price && c.price > 10 && market !== null && market - c.price > 499;
  });
  await openVehicle(page, slug, below);
  await expect(sidebar(page).locator('.vehicle-badge--below-market')).toHaveText(/^\$[\d,]+ below market price$/);

  const fair = await carWhere(slug, 'is priced at its market average', (c) => {
    const market = c.autograb_data?.state_average_market_price ?? null;
    return !c.subscription_price && c.price > 10 && market !== null && market - c.price <= 499;
  });
  await openVehicle(page, slug, fair);
  await expect(sidebar(page).locator('.vehicle-badge--below-market')).toBeHidden();

  const unpriced = await carWhere(
    slug,
    'has no price',
    (c) => !c.subscription_price && c.price <= 10 && !c.preorder && isAvailable(c),
  );
  await openVehicle(page, slug, unpriced);
  await expect(sidebar(page).locator('.vehicle-price__amount')).toHaveText(demoSite(slug).noPriceText);
});

for (const slug of TENANTS) {
  test(`${slug}: the finance block shows by its provider's rules, with the disclaimer by car id`, async ({ page }) => {
    const site = demoSite(slug);
    const year = new Date().getFullYear();
    const eligible = (await vehicleCars(slug)).map((car) => ({
      car,
      eligibility: financeEligibility(car, { finance: site.finance, currentYear: year }),
    }));
    const yes = eligible.find((e) => e.eligibility.eligible);
    const no = eligible.find((e) => !e.eligibility.eligible);
    expect(yes, `${slug}: a car with a ${site.finance.provider} quote`).toBeTruthy();
    expect(no, `${slug}: a car without one`).toBeTruthy();

    await openVehicle(page, slug, yes!.car);
    const block = sidebar(page).locator('.vehicle-finance');
    await expect(block.locator('.vehicle-finance__weekly')).toHaveText(/^\$[\d,]+ per week$/);
    await expect(block.locator('.vehicle-finance__rate')).toHaveText(/^Comparison rate \d+\.\d{2}% p\.a\.$/);
    const lender = yes!.car.finance_lenders[site.finance.provider]!;
    await expect(page.locator('#financeDisclaimer')).toHaveText(lender.disclaimer);

    await openVehicle(page, slug, no!.car);
    await expect(sidebar(page).locator('.vehicle-finance')).toHaveCount(0);
  });
}

test('a sold car shows SOLD and the Find Me Something Similar form, prefilled, instead of the buttons', async ({
  page,
}) => {
  const slug = 'southern-cross-motors';
  const sold = await carWhere(slug, 'is sold', (c) => c.status === 'sold');
  await openVehicle(page, slug, sold);
  const panel = sidebar(page).locator('[data-sold]');
  await expect(panel).toContainText('SOLD');
  await expect(panel.getByRole('heading', { name: 'Like this and want something similar?' })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: /Comments|Message/ })).toHaveValue(
    'Can you please find me something similar?',
  );
  await expect(sidebar(page).locator('.vehicle-actions')).toHaveCount(0);
  await expect(page.locator('[data-sticky-bar]')).toHaveCount(0);
  // the form is the page's HTML, which its script hydrates: no island runtime or props in the page
  await expect(page.locator('astro-island')).toHaveCount(0);
  const requests = await fakeLeadApi(page, () => ({ status: 201, json: { lead_id: 'L-similar' } }));
  const form = await readyForm(page, 'Like this and want something similar?');
  await fillContact(form);
  await form.getByRole('button', { name: 'Find Me Something Similar' }).click();
  await expect(page).toHaveURL(siteUrl(slug, '/success'));
  expect(requests[0]!.postDataJSON()).toMatchObject({
    kind: 'find-similar',
    car_id: sold.slug,
    subcategory: 'Find me something similar',
    message: 'Can you please find me something similar?',
  });
});
