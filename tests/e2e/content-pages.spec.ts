// The offer, blog, model and marketing pages as a shopper uses them: the offer text toggles
// (spec §4, §9), the offer and model pages behind the cards, the blog by category, the models
// list filtered by ?body= (spec §2) with and without JavaScript, and the service promo (spec §9).
import { expect, type Page, test } from '@playwright/test';
import { siteUrl } from '../../playwright.config.ts';
import { accessibilityProblems } from '../support/e2e/accessibility.ts';
import { loadSite } from '../../src/tenant/load.ts';
import type { Site } from '../../src/tenant/schema/site.ts';

function demoSite(slug: string): Site {
  const result = loadSite(slug);
  if (!result.ok) throw new Error(`${slug}: ${result.problems.length} config problems`);
  return result.site;
}

const TOYOTA = 'harbourside-toyota';
const GROUP = 'southern-cross-motors';

/** The popup (harbourside-toyota, drivewise-online) would cover the page: mark it seen first. */
async function open(page: Page, slug: string, path: string) {
  const title = demoSite(slug).content.popup?.title;
  if (title) await page.addInitScript((t) => localStorage.setItem('promo-popup-hidden', t), title);
  return page.goto(siteUrl(slug, path));
}

async function expectNoAxeViolations(page: Page) {
  expect(await accessibilityProblems(page)).toEqual([]);
}

test.describe('special offers', () => {
  test('a long description and disclaimer start truncated and toggle; short ones show in full', async ({ page }) => {
    await open(page, TOYOTA, '/special-offers/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Special Offers');
    // offer 10108 excludes this site (excluded_website_ids)
    await expect(page.locator('.offer-card')).toHaveCount(7);

    const rav4 = page.getByRole('article', { name: 'RAV4 GX Hybrid 2WD from $46,990 drive away' });
    await expect(rav4.locator('img')).toHaveAttribute('width', '800');
    await expect(rav4).toContainText('Toyota RAV4');
    await expect(rav4.getByRole('button', { name: 'View more' })).toHaveCount(1);
    // the button's name changes as it toggles: hold it by what it controls
    const more = rav4.locator('button[aria-controls="offer-10101-description"]');
    await expect(more).toHaveText('View more');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const description = rav4.locator('#offer-10101-description');
    // spec §9: over 200 characters, truncated to 160 (plus the ellipsis)
    const short = (await description.locator('[data-short]').innerText()).trim();
    expect(Array.from(short)).toHaveLength(161);
    expect(short.endsWith('…')).toBe(true);
    await expect(description.locator('[data-full]')).toBeHidden();

    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(more).toHaveText('View less');
    await expect(description.locator('[data-full]')).toContainText('logbook servicing).');
    await expect(description.locator('[data-short]')).toBeHidden();
    await more.click();
    await expect(more).toHaveText('View more');
    await expect(description.locator('[data-full]')).toBeHidden();

    const disclaimer = rav4.locator('button[aria-controls="offer-10101-disclaimer"]');
    await expect(disclaimer).toHaveText('View full disclaimer');
    await disclaimer.click();
    await expect(disclaimer).toHaveText('less disclaimer');
    await expect(disclaimer).toHaveAttribute('aria-expanded', 'true');
    await expect(rav4.locator('#offer-10101-disclaimer [data-full]')).toContainText('while stocks last.');

    // 68 and 111 characters: expanded from the start, no toggle
    const camry = page.getByRole('article', { name: /^Camry Ascent Hybrid runout/ });
    await expect(camry.getByRole('button')).toHaveCount(0);
    await expect(camry).toContainText('Last chance for a 2025-plated Camry Ascent Hybrid at runout pricing.');

    await expectNoAxeViolations(page);
  });

  test('a card leads to the offer page with the full text, the model and an enquiry', async ({ page }) => {
    await open(page, TOYOTA, '/special-offers/');
    await page.getByRole('link', { name: /^View offer\W+RAV4 GX Hybrid 2WD/ }).click();
    await expect(page).toHaveURL(siteUrl(TOYOTA, '/offers/toyota/10101'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('RAV4 GX Hybrid 2WD from $46,990 drive away');
    await expect(page.locator('.offer-detail__description strong')).toHaveText('RAV4 GX Hybrid 2WD');
    await expect(page.getByRole('region', { name: 'Offer terms' })).toContainText('Premium paint $675.');
    await expect(page.getByRole('link', { name: 'Enquire about this offer' })).toHaveAttribute('href', '/contact');
    await page.getByRole('link', { name: 'Explore the Toyota RAV4' }).click();
    await expect(page).toHaveURL(siteUrl(TOYOTA, '/toyota-rav4'));
  });

  test('an offer without a manufacturer lives at /offers/{id}', async ({ page }) => {
    await open(page, 'outback-rv', '/special-offers/');
    const card = page.locator('.offer-card', { has: page.locator('a[href="/offers/10407"]') });
    await expect(card).toHaveCount(1);
    const res = await open(page, 'outback-rv', '/offers/10407');
    expect(res?.status()).toBe(200);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Special Offers' })).toHaveAttribute('href', '/special-offers');
  });
});

test.describe('blog', () => {
  test('lists every post newest first, with a page per category', async ({ page }) => {
    await open(page, TOYOTA, '/blog/');
    const dates = await page
      .locator('.post-card time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime')));
    expect(dates.length).toBe(10);
    expect([...dates].sort().reverse()).toEqual(dates);
    const categories = page.getByRole('navigation', { name: 'Blog categories' });
    await expect(categories.getByRole('link', { name: /All posts/ })).toHaveAttribute('aria-current', 'page');

    await categories.getByRole('link', { name: /Vehicle Reviews/ }).click();
    await expect(page).toHaveURL(siteUrl(TOYOTA, '/blog/vehicle-reviews'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vehicle Reviews');
    await expect(page.locator('.post-card')).toHaveCount(3);
    await expect(categories.getByRole('link', { name: /Vehicle Reviews/ })).toHaveAttribute('aria-current', 'page');
  });

  test('a post shows its body, author and date under its category', async ({ page }) => {
    await open(page, TOYOTA, '/blog/vehicle-reviews/');
    await page.getByRole('link', { name: /^LandCruiser Prado GXL review/ }).click();
    await expect(page).toHaveURL(
      siteUrl(TOYOTA, '/blog/vehicle-reviews/landcruiser-prado-gxl-review-the-sweet-spot-of-the-range'),
    );
    await expect(page.locator('main')).toContainText('By James Okafor, 18 September 2026, in Vehicle Reviews');
    await expect(page.locator('main')).toContainText('the GXL is the grade we would buy');
    const image = page.locator('.post__image');
    // through the site's image CDN (spec §7 width and quality), at widths for the text column
    await expect(image).toHaveAttribute('src', /\?w=800&q=75$/);
    await expect(image).toHaveAttribute('srcset', /\?w=400&q=75 400w, .*\?w=1600&q=75 1600w$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute('height', '600');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    await expect(crumbs).toHaveText(['Home', 'Blog', 'Vehicle Reviews']);
    await expectNoAxeViolations(page);
  });
});

test.describe('models', () => {
  test('?body= shows that body alone, and the body links filter without reloading', async ({ page }) => {
    await open(page, TOYOTA, '/models?body=suv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Toyota Models');
    const sections = page.locator('.models-group');
    await expect(page.locator('#body-suv')).toBeVisible();
    await expect(page.locator('#body-hatch')).toBeHidden();
    await expect(page.getByRole('status')).toHaveText('Showing 12 SUV models.');
    const filter = page.getByRole('navigation', { name: 'Body types' });
    await expect(filter.getByRole('link', { name: /^SUV/ })).toHaveAttribute('aria-current', 'true');

    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await filter.getByRole('link', { name: /^Ute/ }).click();
    await expect(page).toHaveURL(siteUrl(TOYOTA, '/models?body=ute'));
    await expect(page.locator('#body-ute')).toBeVisible();
    await expect(page.locator('#body-suv')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    await page.goBack();
    await expect(page.locator('#body-suv')).toBeVisible();
    await filter.getByRole('link', { name: /^All models/ }).click();
    for (const section of await sections.all()) await expect(section).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Showing all 25 models.');
    await expectNoAxeViolations(page);
  });

  test('?body= takes the body name too, and an unknown body shows every model', async ({ page }) => {
    await open(page, GROUP, '/models?body=People%20Mover');
    await expect(page.locator('#body-people-mover')).toBeVisible();
    await expect(page.locator('#body-suv')).toBeHidden();
    await open(page, GROUP, '/models?body=tractor');
    await expect(page.locator('#body-suv')).toBeVisible();
    await expect(page.getByRole('status')).toContainText('No tractor models');
  });

  test('without JavaScript every body is listed and its link jumps to its section', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl(GROUP, '/models?body=ute'));
    await expect(page.locator('#body-suv')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Ute/ })).toHaveAttribute('href', '/models?body=ute#body-ute');
    await context.close();
  });

  test('a model page has its label, stock, accessories and enquiry links', async ({ page }) => {
    await open(page, TOYOTA, '/models/');
    await page.getByRole('link', { name: 'Explore the Toyota RAV4' }).click();
    await expect(page).toHaveURL(siteUrl(TOYOTA, '/toyota-rav4'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota RAV4');
    await expect(page.locator('.model-label')).toHaveText('All-New');
    await expect(page.getByRole('link', { name: 'Our Stock of the RAV4' })).toHaveAttribute(
      'href',
      '/search/toyota/rav4',
    );
    await expect(page.getByRole('link', { name: 'Enquire now about the Toyota RAV4' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await page.getByRole('link', { name: '86 genuine accessories' }).click();
    await expect(page).toHaveURL(siteUrl(TOYOTA, '/toyota-rav4/accessories'));
    await expect(page.locator('main')).toContainText('86 genuine Toyota accessories are available for the RAV4.');
  });

  test('an upcoming model is labelled Upcoming and has no Our Stock link (spec §4)', async ({ page }) => {
    await open(page, TOYOTA, '/toyota-landcruiser-fj/');
    await expect(page.locator('.model-label')).toHaveText('Upcoming');
    await expect(page.getByRole('link', { name: /Our Stock/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Register your interest/ })).toHaveAttribute('href', '/contact');
    await expectNoAxeViolations(page);
  });
});

test.describe('marketing pages', () => {
  test('genuine service shows the capped-price promo and sends shoppers to the contact page', async ({ page }) => {
    await open(page, GROUP, '/genuine-service');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Genuine Service');
    const promo = page.getByRole('region', { name: 'Capped-price servicing' });
    await expect(promo).toContainText('Up to $250 per service');
    await expect(promo).toContainText('5 capped-price services over 5 years');
    await expect(promo).toContainText('every 12 months or 15,000 km');
    await expect(promo).toContainText('75,000 km');
    await expect(page.getByRole('link', { name: 'Contact us to book' })).toHaveAttribute('href', '/contact');
  });

  for (const slug of [TOYOTA, GROUP, 'drivewise-online', 'outback-rv']) {
    test(`${slug}: warranty, roadside assist and genuine service are built`, async ({ page }) => {
      for (const path of ['/warranty', '/roadside-assist', '/genuine-service']) {
        const res = await open(page, slug, path);
        expect(res?.status(), path).toBe(200);
        await expect(page.getByRole('link', { name: /^Contact us/ }).last()).toHaveAttribute('href', '/contact');
      }
    });
  }
});
