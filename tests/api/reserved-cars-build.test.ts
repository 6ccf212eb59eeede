// The build asks a real lead API (PGlite, on loopback, as `npm run api` serves it) which cars
// reservations through each site hold, and a whole build of harbourside-toyota renders such a
// car reserved in its static HTML: its vehicle page and every search page that shows its card.
// Served with that API on one origin, the built pages in Chromium keep the car reserved while
// the reservation holds it, and show it free again (Reserve back, its search card no longer
// reserved) once the dealer releases it.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenants } from '../../scripts/lib/build-all.ts';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { reservedCarsLookup } from '../../scripts/lib/reserved-cars.ts';
import { listen } from '../../scripts/lib/serve-node.ts';
import { PROJECT_ROOT, WORK_DIR } from '../../scripts/lib/project.ts';
import { readBuildRecord } from '../../src/build/cdn-files.ts';
import { loadInventory } from '../../src/catalog/inventory/load.ts';
import type { Car } from '../../src/catalog/schema/car.ts';
import { reserveJourney } from '../../src/domain/reservations/checkout.ts';
import { RESERVATION_ACTIONS } from '../../src/domain/reservations/reservation-actions.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { createApp } from '../../src/server/app.ts';
import { CheckoutReservations } from '../../src/server/cars/checkout-reservations.ts';
import { CarViewStore } from '../../src/server/cars/view-store.ts';
import { ReservationStore } from '../../src/server/reservations/store.ts';
import type { ReservationStatus } from '../../src/domain/reservations/reservation-actions.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { openStorage } from '../../src/server/storage/open.ts';
import { apiTenantFromSite } from '../../src/server/tenancy/api-tenant.ts';
import { discoverTenants } from '../../src/server/tenants.ts';
import { loadSite } from '../../src/tenant/load.ts';
import type { Site } from '../../src/tenant/schema/site.ts';
import { demoStock } from '../support/feed.ts';
import { TEST_SHOPPER_HASH } from '../support/leads.ts';
import { freshDataDir } from '../support/pglite-template.ts';
import { demoSite } from '../support/sites.ts';

const TENANT = 'harbourside-toyota';
const OTHER_TENANT = 'southern-cross-motors';
/** The build's moment: its generated stock, and so the car the test reserves, follow from it. */
const BUILD_TIME = '2026-11-24T23:00:00.000Z';

let keys = 0;
/** A reservation through the checkout, as the reservation routes take it, then moved to `status`; its id. */
async function reserve(db: Database, tenant: string, carSlug: string, status: ReservationStatus): Promise<string> {
  const taken = await new ReservationStore(db).take({
    tenant,
    carSlug,
    journey: 'checkout',
    amountCents: 20_000,
    currency: 'aud',
    userId: null,
    name: 'Alex',
    lastName: 'Driver',
    email: 'alex@example.com',
    phone: '0412345678',
    provider: 'test',
    paymentToken: 'tok_test',
    idempotencyKey: `build-lookup-${++keys}`,
    requestHash: 'hash',
    createdAt: new Date(),
  });
  if (taken.kind !== 'taken') throw new Error(`${carSlug} could not be reserved: ${taken.kind}`);
  await db.query('UPDATE reservations SET status = $2 WHERE id = $1', [taken.reservation.id, status]);
  return taken.reservation.id;
}

describe('the build’s lookup of reserved cars, against a real local lead API', () => {
  let dataDir = '';
  let db: Database | undefined;
  let api: { port: number; close: () => Promise<void> } | undefined;
  const origin = () => `http://localhost:${api!.port}`;

  beforeAll(async () => {
    dataDir = freshDataDir('reserved-cars-api-');
    db = await openStorage({ dataDir });
    const tenants = [demoSite(TENANT), demoSite(OTHER_TENANT)].map((site) =>
      apiTenantFromSite(site, { servedLocally: true }),
    );
    const app = createApiOnlyApp({
      cars: {
        stock: demoStock(),
        views: new CarViewStore(db, { shopperHash: TEST_SHOPPER_HASH }),
        reservations: new CheckoutReservations(db),
        tenants,
        viewLimit: null,
      },
    });
    api = await listen(app, 0, { timeouts: { keepAliveTimeout: 100 } });
  });

  afterAll(async () => {
    try {
      await api?.close();
      await db?.close();
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('gets each site’s cars an active reservation holds; one that ended is not among them', async () => {
    await db!.exec('DELETE FROM reservations');
    await reserve(db!, TENANT, 'car-held', 'held');
    await reserve(db!, TENANT, 'car-paying', 'authorising');
    await reserve(db!, TENANT, 'car-released', 'released');
    await reserve(db!, TENANT, 'car-expired', 'expired');
    await reserve(db!, OTHER_TENANT, 'car-elsewhere', 'confirmed');
    const lookup = reservedCarsLookup({ kind: 'api', origin: origin() });
    expect(await lookup(demoSite(TENANT))).toEqual({ kind: 'known', slugs: ['car-held', 'car-paying'] });
    expect(await lookup(demoSite(OTHER_TENANT))).toEqual({ kind: 'known', slugs: ['car-elsewhere'] });
  });

  describe('a whole build of harbourside-toyota (30 of its generated cars, to keep it short)', () => {
    let project = '';
    let reservedCar = '';
    let freeCar = '';
    let heldReservation = '';
    /** The copy's cars as the build made them: the served API's stock. */
    let stock: readonly Car[] = [];
    let site: Site;

    beforeAll(() => {
      // its build and output inside the project, as npm run build's: Astro keeps a build's
      // chunks beside an out dir there, and the finished site is moved (renamed) into dist
      mkdirSync(join(PROJECT_ROOT, WORK_DIR), { recursive: true });
      project = mkdtempSync(join(PROJECT_ROOT, WORK_DIR, 'test-reserved-cars-'));
      const tenantsDir = join(project, 'tenants');
      cpSync(join(PROJECT_ROOT, 'tenants', TENANT), join(tenantsDir, TENANT), { recursive: true });
      const file = join(tenantsDir, TENANT, 'site.json');
      const json = JSON.parse(readFileSync(file, 'utf8')) as { inventory: Record<string, unknown> };
      writeFileSync(file, JSON.stringify({ ...json, inventory: { ...json.inventory, count: 30 } }, null, 2));
      const loaded = loadSite(TENANT, tenantsDir);
      if (!loaded.ok) throw new Error(`the test's copy of ${TENANT} is invalid`);
      site = loaded.site;
    });

    afterAll(() => {
      if (project) rmSync(project, { recursive: true, force: true });
    });

    it('renders the car reserved through the site as reserved: its vehicle page and its search cards', async () => {
      const tenantsDir = join(project, 'tenants');
      const { cars } = await loadInventory(site, { tenantDir: join(tenantsDir, TENANT), now: new Date(BUILD_TIME) });
      stock = cars;
      const reservable = cars.filter((car) => reserveJourney(car, site.features) === 'checkout');
      [reservedCar = '', freeCar = ''] = reservable.map((car) => car.slug);
      expect(freeCar).not.toBe('');
      await db!.exec('DELETE FROM reservations');
      heldReservation = await reserve(db!, TENANT, reservedCar, 'held');

      const lines: string[] = [];
      const [outcome] = await buildTenants([TENANT], {
        tenantsDir,
        distDir: join(project, 'dist'),
        workDir: join(project, 'work'),
        buildTime: BUILD_TIME,
        reservedCars: reservedCarsLookup({ kind: 'api', origin: origin() }),
        write: (text) => void lines.push(text),
      });
      expect(outcome?.ok, lines.join('')).toBe(true);
      expect(lines.join('')).not.toContain('not known');

      const siteDir = join(project, 'dist', TENANT);
      const page = (slug: string) => readFileSync(join(siteDir, 'cars', slug, 'index.html'), 'utf8');
      expect(page(reservedCar)).toContain('vehicle-tag--reserved">Reserved<');
      expect(page(freeCar)).not.toContain('vehicle-tag--reserved');

      // every search page that shows the car's card shows it reserved (data-reserved, which
      // the page's live status reads), and the free car's card as it was
      const cards = (slug: string) =>
        htmlFiles(siteDir).flatMap((file) =>
          [...readFileSync(file, 'utf8').matchAll(/<article class="car-card"[^>]*>/g)]
            .map(([tag]) => tag)
            .filter((tag) => tag.includes(`aria-labelledby="car-${slug}-title"`)),
        );
      const reservedCards = cards(reservedCar);
      expect(reservedCards.length).toBeGreaterThan(0);
      expect(reservedCards.filter((tag) => !tag.includes('data-reserved'))).toEqual([]);
      expect(cards(freeCar).filter((tag) => tag.includes('data-reserved'))).toEqual([]);
      expect(readBuildRecord(siteDir)?.tenant).toBe(TENANT);
    }, 240_000);

    it('in Chromium, keeps the page reserved while the reservation holds, and shows Reserve again once released', async () => {
      // the build above made the pages; without it there is nothing to serve
      expect(heldReservation).not.toBe('');
      const tenantsDir = join(project, 'tenants');
      const siteDir = join(project, 'dist', TENANT);
      // the built copy and the lead API on one origin, as npm run serve serves them, the API's
      // stock being the cars the build rendered
      const bySlug = new Map(stock.map((car) => [car.slug, car]));
      const app = createApp({
        distDir: join(project, 'dist'),
        tenants: discoverTenants(tenantsDir, { servedLocally: true }).tenants,
        api: {
          cars: {
            stock: { car: (tenant, slug) => Promise.resolve(tenant === TENANT ? (bySlug.get(slug) ?? null) : null) },
            views: new CarViewStore(db!, { shopperHash: TEST_SHOPPER_HASH }),
            reservations: new CheckoutReservations(db!),
            tenants: [apiTenantFromSite(site, { servedLocally: true })],
            viewLimit: null,
          },
        },
      });
      const served = await listen(app, 0, { timeouts: { keepAliveTimeout: 100 } });
      let browser: Browser | undefined;
      try {
        browser = await chromium.launch({
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: CHROMIUM_ARGS,
        });
        const siteUrl = `http://${TENANT}.localhost:${served.port}`;
        const checkout = `a[href^="/cars/${reservedCar}/checkout"]`;

        /** The vehicle page once its live status has applied view.json's answer. */
        const openVehiclePage = async (page: Page) => {
          const answer = page.waitForResponse((response) => response.url().includes(`/${reservedCar}/view.json`));
          await page.goto(`${siteUrl}/cars/${reservedCar}/`);
          expect((await answer).status()).toBe(200);
          return page;
        };
        const visibleReserve = (page: Page) => page.locator(`${checkout}:visible`).count();

        // the reservation holds: Reserved stays, no Reserve shows (the page applied the answer)
        const held = await openVehiclePage(await browser.newPage());
        await held.waitForTimeout(300);
        expect(await held.locator('.vehicle-tag--reserved').textContent()).toBe('Reserved');
        expect(await visibleReserve(held)).toBe(0);
        expect(await held.locator(checkout).count()).toBeGreaterThan(0);
        expect(await held.locator('[data-reserved-notice]:visible').count()).toBe(0);
        await held.close();

        // the dealer's release link: the reservation ends (RESERVATION_ACTIONS.release)
        const { from, to } = RESERVATION_ACTIONS.release;
        const released = await new ReservationStore(db!).settle(heldReservation, from, to, null, new Date());
        expect(released?.status).toBe('released');

        const page = await openVehiclePage(await browser.newPage());
        await page.waitForFunction(
          (selector) => document.querySelector('.vehicle-tag--reserved') === null && document.querySelector(selector),
          checkout,
          { timeout: 5000 },
        );
        await page.locator(`${checkout}:visible`).first().waitFor({ timeout: 5000 });
        expect(await visibleReserve(page)).toBeGreaterThan(0);
        // Reserve leads the action row again
        expect(await page.locator(`.vehicle-actions__main [data-rank="primary"] ${checkout}`).isVisible()).toBe(true);
        expect(await page.locator('.vehicle-tag--reserved').count()).toBe(0);
        const tags = await page.locator('.vehicle-tag').allTextContents();
        expect(tags.filter((text) => /reserved/i.test(text))).toEqual([]);
        expect(await page.locator('[data-reserved-notice]:visible').count()).toBe(0);
        await page.close();

        // a search page built with the car's card reserved (search/ of this copy): the card
        // loses data-reserved once the page's status check has the island go live with the API's answer
        const card = `article.car-card[aria-labelledby="car-${reservedCar}-title"]`;
        const searchFile = htmlFiles(siteDir)
          .map((file) => relative(siteDir, file).split(sep).join('/'))
          .filter((file) => !file.startsWith(`cars/${reservedCar}/`))
          .filter((file) => {
            const html = readFileSync(join(siteDir, file), 'utf8');
            // the search page's island, whose cards the page's status check and the island keep live
            return html.includes('class="stock-search') && html.includes(`aria-labelledby="car-${reservedCar}-title"`);
          })
          .sort((a, b) => a.length - b.length)[0];
        expect(searchFile, 'a search page with the car’s card').toBeDefined();
        const search = await browser.newPage();
        await search.goto(`${siteUrl}/${searchFile!.replace(/(^|\/)index\.html$/, '$1')}`);
        expect(await search.locator(`${card}[data-reserved]`).count()).toBeGreaterThan(0);
        await search.waitForFunction(
          (selector) =>
            document.querySelector(selector) !== null && !document.querySelector(`${selector}[data-reserved]`),
          card,
          { timeout: 8000 },
        );
        await search.close();
      } finally {
        await browser?.close();
        await served.close();
      }
    }, 60_000);
  });
});

/** Every HTML file of a built site. */
function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name));
}
