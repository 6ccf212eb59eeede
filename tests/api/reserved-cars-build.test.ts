// The build asks a real lead API (PGlite, on loopback, as `npm run api` serves it) which cars
// reservations through each site hold, and a whole build of harbourside-toyota renders such a
// car reserved in its static HTML: its vehicle page and every search page that shows its card.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenants } from '../../scripts/lib/build-all.ts';
import { reservedCarsLookup } from '../../scripts/lib/reserved-cars.ts';
import { listen } from '../../scripts/lib/serve-node.ts';
import { PROJECT_ROOT, WORK_DIR } from '../../scripts/lib/project.ts';
import { readBuildRecord } from '../../src/build/cdn-files.ts';
import { loadInventory } from '../../src/catalog/inventory/load.ts';
import { reserveJourney } from '../../src/domain/reservations/checkout.ts';
import { createApiOnlyApp } from '../../src/server/api-only-app.ts';
import { CheckoutReservations } from '../../src/server/cars/checkout-reservations.ts';
import { CarViewStore } from '../../src/server/cars/view-store.ts';
import { ReservationStore } from '../../src/server/reservations/store.ts';
import type { ReservationStatus } from '../../src/domain/reservations/reservation-actions.ts';
import type { Database } from '../../src/server/storage/database.ts';
import { openStorage } from '../../src/server/storage/open.ts';
import { apiTenantFromSite } from '../../src/server/tenancy/api-tenant.ts';
import { loadSite } from '../../src/tenant/load.ts';
import type { Site } from '../../src/tenant/schema/site.ts';
import { demoStock } from '../support/feed.ts';
import { TEST_SHOPPER_HASH } from '../support/leads.ts';
import { demoSite } from '../support/sites.ts';

const TENANT = 'harbourside-toyota';
const OTHER_TENANT = 'southern-cross-motors';
/** The build's moment: its generated stock, and so the car the test reserves, follow from it. */
const BUILD_TIME = '2026-11-24T23:00:00.000Z';

let keys = 0;
/** A reservation through the checkout, as the reservation routes take it, then moved to `status`. */
async function reserve(db: Database, tenant: string, carSlug: string, status: ReservationStatus) {
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
}

describe('the build’s lookup of reserved cars, against a real local lead API', () => {
  let dataDir = '';
  let db: Database | undefined;
  let api: { port: number; close: () => Promise<void> } | undefined;
  const origin = () => `http://localhost:${api!.port}`;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'reserved-cars-api-'));
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
      const reservable = cars.filter((car) => reserveJourney(car, site.features) === 'checkout');
      [reservedCar = '', freeCar = ''] = reservable.map((car) => car.slug);
      expect(freeCar).not.toBe('');
      await db!.exec('DELETE FROM reservations');
      await reserve(db!, TENANT, reservedCar, 'held');

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
  });
});

/** Every HTML file of a built site. */
function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(dir, name));
}
