import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CarInput } from '../../src/catalog/schema/car.ts';
import { FORM_MESSAGES } from '../../src/domain/forms/messages.ts';
import { leadReference } from '../../src/domain/forms/lead-reference.ts';
import { PURCHASE_MESSAGES, type PurchaseJourneyAnswer } from '../../src/domain/purchase/journey.ts';
import { RESERVATION_MESSAGES } from '../../src/domain/reservations/checkout.ts';
import { adfXml } from '../../src/server/delivery/adf.ts';
import { leadCarFromCatalog } from '../../src/server/delivery/lead.ts';
import { DELIVERY_QUEUE, type DeliveryJobData } from '../../src/server/outbox/queue.ts';
import { siteContexts } from '../../src/server/outbox/site-targets.ts';
import { leadForDelivery, type StoredLead } from '../../src/server/outbox/stored-lead.ts';
import { accountCaller, signInWith, type AccountCall } from '../support/account-api.ts';
import { adfValidityErrors } from '../support/adf-dtd.ts';
import { describeOnEachDatabase } from '../support/databases.ts';
import { demoRows, fileFeedTenant } from '../support/feed.ts';
import { carsHandedOut, purchaseApiSuite } from '../support/purchase-api.ts';
import { cardToken } from '../support/reservation-payments.ts';

// The three ways the demo tenants sell online: drivewise-online every car, delivered nationally
// by the km; harbourside-toyota used cars only, delivered in flat bands up to 300 km;
// southern-cross-motors Kia and MG only, pick-up only, with a $995 dealer delivery charge and
// Reserve switched off.
const DRIVEWISE = 'drivewise-online';
const HARBOURSIDE = 'harbourside-toyota';
const SOUTHERN = 'southern-cross-motors';
const SECRET = 'purchase_test_secret';
const VISA = '4242424242424242';

const tenantsDir = mkdtempSync(join(tmpdir(), 'purchase-tenants-'));
const smsOutbox = mkdtempSync(join(tmpdir(), 'purchase-sms-'));
afterAll(() => [tenantsDir, smsOutbox].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const feeds = [DRIVEWISE, HARBOURSIDE, SOUTHERN].map((slug) => fileFeedTenant(slug, tenantsDir));
const sites = feeds.map((feed) => feed.site);
const rowsOf = new Map([DRIVEWISE, HARBOURSIDE, SOUTHERN].map((slug) => [slug, demoRows(slug, 80)]));

/** Cars of a tenant's feed nobody has reserved in the dealer's own system, handed out one per test. */
const carsOf = (slug: string, wanted: (car: CarInput) => boolean) => carsHandedOut(rowsOf.get(slug)!, wanted);
const drivewiseCar = carsOf(DRIVEWISE, () => true);
const usedCar = carsOf(HARBOURSIDE, (car) => car.car_type === 'used');
const newCar = carsOf(HARBOURSIDE, (car) => car.car_type === 'new');
const kia = carsOf(SOUTHERN, (car) => car.make === 'Kia' || car.make === 'MG');
const notKiaOrMg = carsOf(SOUTHERN, (car) => car.make === 'Toyota');
/** A car that shows no price: its estimate cannot be worked out, but step 1 is still answered. */
const priceless: CarInput = {
  ...rowsOf.get(DRIVEWISE)!.find((car) => !car.reserved)!,
  slug: 'priceless-car',
  id: 999_001,
  price: 0,
};
rowsOf.get(DRIVEWISE)!.push(priceless);

const details = { name: 'Alex', last_name: 'Buyer', email: 'alex@example.com' };
let mobiles = 0;
let keys = 0;

/** NSW motor vehicle duty on a passenger car (Revenue NSW): $3 per $100 or part up to $45,000, then $1,350 plus $5 per $100 or part above. */
function nswDuty(value: number): number {
  return value <= 45_000 ? Math.ceil(value / 100) * 3 : 1350 + Math.ceil((value - 45_000) / 100) * 5;
}

describeOnEachDatabase('the online purchase journey', (database) => {
  const api = purchaseApiSuite(database, { sites, tenantsDir, smsOutbox, feeds, rowsOf, secret: SECRET });

  /** Calls the API as the tenant's own pages do. */
  const on = (slug: string): AccountCall =>
    accountCaller(api.app, { host: `${slug}.localhost:4321`, origin: `http://${slug}.localhost:4321` });

  /** A new shopper signed in on the site: their mobile number and the session cookie. */
  async function shopper(slug: string): Promise<{ phone: string; e164: string; cookie: string }> {
    const n = String(++mobiles).padStart(3, '0');
    const phone = `0412 600 ${n}`;
    const e164 = `+61412600${n}`;
    return { phone, e164, cookie: await signInWith(on(slug), smsOutbox, phone, e164) };
  }

  async function journey(slug: string, car: string, cookie?: string) {
    const response = await on(slug)(`/purchase/${car}`, { cookie });
    return {
      status: response.status,
      body: (await response.json()) as PurchaseJourneyAnswer & Record<string, unknown>,
    };
  }

  async function step(slug: string, car: string, name: string, body: unknown, cookie?: string) {
    const response = await on(slug)(`/purchase/${car}/steps/${name}`, { body, cookie });
    return {
      status: response.status,
      body: (await response.json()) as PurchaseJourneyAnswer & Record<string, unknown>,
    };
  }

  /** Steps 1 to 4 answered in order, each answering 200. */
  async function fourSteps(
    slug: string,
    car: string,
    who: { phone: string; cookie: string },
    delivery: unknown = { method: 'pickup' },
  ) {
    const answers = [
      ['drive-away', { state: 'NSW', ...details, phone: who.phone }],
      ['trade-in', { trade_in: true, rego: 'ABC123', regoState: 'NSW', kms: 45_000 }],
      ['finance', { payment: 'finance', amount: 10_000, term_months: 60 }],
      ['delivery', delivery],
    ] as const;
    let last;
    for (const [name, body] of answers) {
      last = await step(slug, car, name, body, who.cookie);
      expect(last.status, `${name}: ${JSON.stringify(last.body)}`).toBe(200);
    }
    return last!.body;
  }

  function deposit(slug: string, car: string, who: { phone: string; cookie?: string }) {
    return (async () => {
      const token = await cardToken(api.processorUrl, VISA);
      const response = await on(slug)('/reservations', {
        body: { car, journey: 'purchase', ...details, phone: who.phone, payment_token: token },
        key: `purchase-key-${++keys}`,
        cookie: who.cookie,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    })();
  }

  const LEAD_COLUMNS =
    'id, tenant, kind, category, subcategory, dealership_slug, car_id, created_at, payload, suspected_abuse';
  const leadsOf = async (car: string, kind: string) =>
    (
      await api.db.query<StoredLead>(
        `SELECT ${LEAD_COLUMNS} FROM leads WHERE car_id = $1 AND kind = $2 ORDER BY created_at`,
        [car, kind],
      )
    ).rows;

  /** The lead's ADF/XML as the worker writes it, with the car from the feed; checked against the ADF 1.0 DTD. */
  function adfOf(lead: StoredLead, car: CarInput): string {
    const site = sites.find((s) => s.slug === lead.tenant)!;
    const catalogCar = leadCarFromCatalog(car as Parameters<typeof leadCarFromCatalog>[0], site.domain);
    const xml = adfXml(leadForDelivery(lead, catalogCar), siteContexts(sites)(lead.tenant, lead.dealership_slug)!);
    expect(adfValidityErrors(xml)).toEqual([]);
    return xml;
  }

  const deliveryJobs = async (leadId: string) =>
    (await api.queue.boss.findJobs<DeliveryJobData>(DELIVERY_QUEUE, { data: { lead_id: leadId } })).length;

  describe('who may buy which car', () => {
    it('needs a signed-in shopper on every site, whatever its checkout asks', async () => {
      for (const [slug, car] of [
        [DRIVEWISE, rowsOf.get(DRIVEWISE)![0]!.slug],
        [HARBOURSIDE, rowsOf.get(HARBOURSIDE)!.find((c) => c.car_type === 'used')!.slug],
        [SOUTHERN, rowsOf.get(SOUTHERN)!.find((c) => c.make === 'Kia')!.slug],
      ] as const) {
        const read = await journey(slug, car);
        expect(read.status, slug).toBe(401);
        expect(read.body).toEqual({ error: PURCHASE_MESSAGES.signIn });
        const answered = await step(slug, car, 'drive-away', { state: 'NSW', ...details, phone: '0412 000 000' });
        expect(answered.status, slug).toBe(401);
        const paid = await deposit(slug, car, { phone: '0412 000 000' });
        expect(paid.status, slug).toBe(401);
        expect(paid.body).toEqual({ error: PURCHASE_MESSAGES.signIn });
      }
      // a session of another site is no session here
      const elsewhere = await shopper(DRIVEWISE);
      const car = rowsOf.get(HARBOURSIDE)!.find((c) => c.car_type === 'used')!.slug;
      expect((await journey(HARBOURSIDE, car, elsewhere.cookie)).status).toBe(401);
    });

    it('sells online only the cars the site sells online', async () => {
      const drivewise = await shopper(DRIVEWISE);
      expect((await journey(DRIVEWISE, drivewiseCar().slug, drivewise.cookie)).status).toBe(200);
      const unknown = await journey(DRIVEWISE, 'no-such-car', drivewise.cookie);
      expect(unknown).toEqual({ status: 404, body: { error: PURCHASE_MESSAGES.notFound } });

      const harbourside = await shopper(HARBOURSIDE);
      expect((await journey(HARBOURSIDE, usedCar().slug, harbourside.cookie)).status).toBe(200);
      const fresh = newCar().slug;
      expect(await journey(HARBOURSIDE, fresh, harbourside.cookie)).toEqual({
        status: 404,
        body: { error: PURCHASE_MESSAGES.notFound },
      });
      expect(
        (
          await step(
            HARBOURSIDE,
            fresh,
            'drive-away',
            { state: 'NSW', ...details, phone: harbourside.phone },
            harbourside.cookie,
          )
        ).status,
      ).toBe(404);

      const southern = await shopper(SOUTHERN);
      expect((await journey(SOUTHERN, kia().slug, southern.cookie)).status).toBe(200);
      expect((await journey(SOUTHERN, notKiaOrMg().slug, southern.cookie)).status).toBe(404);
    });

    it('answers a new journey with the car, the deposit and its first step, and writes nothing', async () => {
      const who = await shopper(SOUTHERN);
      const car = kia();
      const { status, body } = await journey(SOUTHERN, car.slug, who.cookie);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        car: { slug: car.slug, stock_number: car.stocknum ?? '' },
        // Reserve is off on this site, yet its deposit is the one a purchase takes
        deposit: { amount: 200, currency: 'AUD' },
        payment: { provider: 'test', origin: api.processorUrl },
        price: car.price,
        step: 'drive-away',
        choices: { details: null, drive_away: null, trade_in: null, finance: null, delivery: null },
        pickup: { name: expect.any(String) },
        delivers: false,
        reservation: null,
      });
      const rows = await api.db.query('SELECT 1 FROM purchase_journeys WHERE car_slug = $1', [car.slug]);
      expect(rows.rows).toEqual([]);
      expect((await journey(DRIVEWISE, drivewiseCar().slug, (await shopper(DRIVEWISE)).cookie)).body.delivers).toBe(
        true,
      );
    });
  });

  describe('the steps', () => {
    it('are answered in order; an earlier one may be answered again; the deposit is not a step here', async () => {
      const who = await shopper(HARBOURSIDE);
      const car = usedCar().slug;
      const early = await step(HARBOURSIDE, car, 'trade-in', { trade_in: false }, who.cookie);
      expect(early).toEqual({ status: 409, body: { error: PURCHASE_MESSAGES.stepOrder } });
      expect((await step(HARBOURSIDE, car, 'deposit', {}, who.cookie)).status).toBe(400);
      expect((await step(HARBOURSIDE, car, 'sideways', {}, who.cookie)).status).toBe(404);

      const first = await step(
        HARBOURSIDE,
        car,
        'drive-away',
        { state: 'NSW', ...details, phone: who.phone },
        who.cookie,
      );
      expect(first.status).toBe(200);
      expect(first.body.step).toBe('trade-in');
      expect((await step(HARBOURSIDE, car, 'finance', { payment: 'cash' }, who.cookie)).status).toBe(409);
      expect((await step(HARBOURSIDE, car, 'trade-in', { trade_in: false }, who.cookie)).body.step).toBe('finance');
      expect((await step(HARBOURSIDE, car, 'finance', { payment: 'cash' }, who.cookie)).body.step).toBe('delivery');
      // back to step 1, another state: the later answers stay
      const again = await step(
        HARBOURSIDE,
        car,
        'drive-away',
        { state: 'QLD', ...details, phone: who.phone },
        who.cookie,
      );
      expect(again.body).toMatchObject({
        step: 'delivery',
        choices: { drive_away: { state: 'QLD' }, trade_in: { trade_in: false }, finance: { payment: 'cash' } },
      });
    });

    it('works out the drive-away price: NSW duty by its published scale, registration and CTP of the table', async () => {
      const who = await shopper(HARBOURSIDE);
      const car = usedCar();
      const { status, body } = await step(
        HARBOURSIDE,
        car.slug,
        'drive-away',
        { state: 'NSW', ...details, phone: who.phone },
        who.cookie,
      );
      expect(status).toBe(200);
      const estimate = body.choices.drive_away!;
      expect(estimate.state).toBe('NSW');
      expect(estimate.as_of).toBe('2025-10-01');
      const part = (key: string) => estimate.parts.find((p) => p.key === key)?.amount;
      expect(part('price')).toBe(car.price);
      expect(part('stampDuty')).toBe(nswDuty(car.price));
      expect(part('registration')).toBe(462);
      expect(part('ctp')).toBe(550);
      expect(part('dealerDelivery')).toBeUndefined();
      expect(estimate.total).toBe(car.price + nswDuty(car.price) + 462 + 550);
      // one worked example of the scale, by hand: $52,990 pays $1,350 + 80 × $5
      expect(nswDuty(52_990)).toBe(1750);
      expect(body.choices.details).toEqual({ ...details, phone: who.phone });
    });

    it('adds the dealer’s own delivery charge where the site sets one', async () => {
      const who = await shopper(SOUTHERN);
      const car = kia();
      const { body } = await step(
        SOUTHERN,
        car.slug,
        'drive-away',
        { state: 'VIC', ...details, phone: who.phone },
        who.cookie,
      );
      const estimate = body.choices.drive_away!;
      expect(estimate.parts.find((p) => p.key === 'dealerDelivery')).toMatchObject({
        amount: 995,
        label: 'Dealer delivery',
      });
      const sum = estimate.parts.reduce((total, p) => total + Math.round(p.amount * 100), 0) / 100;
      expect(estimate.total).toBe(sum);
    });

    it('answers step 1 of a car without a price with no estimate, and goes on', async () => {
      const who = await shopper(DRIVEWISE);
      const { status, body } = await step(
        DRIVEWISE,
        priceless.slug,
        'drive-away',
        { state: 'WA', ...details, phone: who.phone },
        who.cookie,
      );
      expect(status).toBe(200);
      expect(body).toMatchObject({
        price: 0,
        step: 'trade-in',
        choices: { drive_away: null, details: { name: 'Alex' } },
      });
    });

    it('refuses a bad body with 422 naming the field', async () => {
      const who = await shopper(HARBOURSIDE);
      const car = usedCar().slug;
      const bad = await step(HARBOURSIDE, car, 'drive-away', { state: 'XX', name: 'Alex', phone: '12' }, who.cookie);
      expect(bad.status).toBe(422);
      expect(bad.body.error).toBe(FORM_MESSAGES.fixErrors);
      expect(Object.keys(bad.body.errors as object).sort()).toEqual(['email', 'phone', 'state']);
      await step(HARBOURSIDE, car, 'drive-away', { state: 'NSW', ...details, phone: who.phone }, who.cookie);
      const noAnswer = await step(HARBOURSIDE, car, 'trade-in', {}, who.cookie);
      expect(noAnswer.status).toBe(422);
      expect(Object.keys(noAnswer.body.errors as object)).toEqual(['trade_in']);
      const noRego = await step(
        HARBOURSIDE,
        car,
        'trade-in',
        { trade_in: true, regoState: 'NSW', kms: 'lots' },
        who.cookie,
      );
      expect(Object.keys(noRego.body.errors as object).sort()).toEqual(['kms', 'rego']);
      const extra = await step(HARBOURSIDE, car, 'trade-in', { trade_in: false, secret: 1 }, who.cookie);
      expect(extra.status).toBe(422);
      expect(Object.keys(extra.body.errors as object)).toEqual(['secret']);
      expect((await on(HARBOURSIDE)(`/purchase/${car}/steps/trade-in`, { body: [1], cookie: who.cookie })).status).toBe(
        422,
      );
    });
  });

  describe('the leads it sends', () => {
    it('sends one trade-in lead for a car offered, however often the answer is sent, as valid ADF', async () => {
      const who = await shopper(HARBOURSIDE);
      const car = usedCar();
      await step(HARBOURSIDE, car.slug, 'drive-away', { state: 'NSW', ...details, phone: who.phone }, who.cookie);
      const offer = { trade_in: true, rego: 'XYZ987', regoState: 'NSW', kms: '62,000' };
      const first = await step(HARBOURSIDE, car.slug, 'trade-in', offer, who.cookie);
      expect(first.status).toBe(200);
      const again = await step(HARBOURSIDE, car.slug, 'trade-in', offer, who.cookie);
      expect(again.body.choices.trade_in).toEqual(first.body.choices.trade_in);
      const leads = await leadsOf(car.slug, 'trade-in');
      expect(leads).toHaveLength(1);
      const [lead] = leads;
      expect(first.body.choices.trade_in).toEqual({
        trade_in: true,
        rego: 'XYZ987',
        regoState: 'NSW',
        kms: 62_000,
        reference: leadReference(lead!.id),
      });
      expect(lead).toMatchObject({ tenant: HARBOURSIDE, category: 'Trade-in Enquiry', subcategory: 'Online purchase' });
      expect(lead!.payload.fields).toMatchObject({
        ...details,
        phone: who.phone,
        rego: 'XYZ987',
        regoState: 'NSW',
        kms: 62_000,
      });
      expect(String(lead!.payload.fields!['message'])).toContain('Trade-in towards buying the');
      expect(await deliveryJobs(lead!.id)).toBeGreaterThanOrEqual(1);
      const xml = adfOf(lead!, car);
      expect(xml).toContain('<vehicle interest="trade-in" status="used">');
      expect(xml).toContain('Rego: XYZ987 (NSW)');
      // another car offered is another lead; no trade-in after all sends nothing
      await step(HARBOURSIDE, car.slug, 'trade-in', { ...offer, rego: 'NEW111' }, who.cookie);
      await step(HARBOURSIDE, car.slug, 'trade-in', { trade_in: false }, who.cookie);
      expect(await leadsOf(car.slug, 'trade-in')).toHaveLength(2);
    });

    it('sends one finance enquiry for an amount and term, within $1,000 and the drive-away price', async () => {
      const who = await shopper(DRIVEWISE);
      const car = drivewiseCar();
      const first = await step(
        DRIVEWISE,
        car.slug,
        'drive-away',
        { state: 'NSW', ...details, phone: who.phone },
        who.cookie,
      );
      const total = first.body.choices.drive_away!.total;
      await step(DRIVEWISE, car.slug, 'trade-in', { trade_in: false }, who.cookie);
      for (const amount of [999, Math.floor(total) + 1, 1000.5, '20000']) {
        const refused = await step(
          DRIVEWISE,
          car.slug,
          'finance',
          { payment: 'finance', amount, term_months: 60 },
          who.cookie,
        );
        expect(refused.status, String(amount)).toBe(422);
        expect(Object.keys(refused.body.errors as object)).toEqual(['amount']);
      }
      const term = await step(
        DRIVEWISE,
        car.slug,
        'finance',
        { payment: 'finance', amount: 5000, term_months: 13 },
        who.cookie,
      );
      expect(Object.keys(term.body.errors as object)).toEqual(['term_months']);
      expect((await step(DRIVEWISE, car.slug, 'finance', { payment: 'loan' }, who.cookie)).body.errors).toHaveProperty(
        'payment',
      );

      const chosen = { payment: 'finance', amount: Math.floor(total), term_months: 60 };
      const answered = await step(DRIVEWISE, car.slug, 'finance', chosen, who.cookie);
      expect(answered.status).toBe(200);
      await step(DRIVEWISE, car.slug, 'finance', chosen, who.cookie);
      const leads = await leadsOf(car.slug, 'finance-enquiry');
      expect(leads).toHaveLength(1);
      expect(answered.body.choices.finance).toEqual({ ...chosen, reference: leadReference(leads[0]!.id) });
      expect(leads[0]).toMatchObject({ category: 'Finance Enquiry', subcategory: 'Online purchase' });
      expect(leads[0]!.payload.fields).toMatchObject({ vehiclePriceBudget: Math.floor(total), loan_term_months: 60 });
      const xml = adfOf(leads[0]!, car);
      expect(xml).toContain('loan_term_months: 60');
      expect(xml).toContain('Subcategory: Online purchase');
      // cash sends nothing
      await step(DRIVEWISE, car.slug, 'finance', { payment: 'cash' }, who.cookie);
      expect(await leadsOf(car.slug, 'finance-enquiry')).toHaveLength(1);
    });
  });

  describe('delivery or pick-up', () => {
    async function atDelivery(slug: string, car: string) {
      const who = await shopper(slug);
      await step(slug, car, 'drive-away', { state: 'NSW', ...details, phone: who.phone }, who.cookie);
      await step(slug, car, 'trade-in', { trade_in: false }, who.cookie);
      await step(slug, car, 'finance', { payment: 'cash' }, who.cookie);
      return who;
    }

    it('prices delivery by the km on a site that delivers nationally', async () => {
      const car = drivewiseCar().slug;
      const who = await atDelivery(DRIVEWISE, car);
      const unknown = await step(DRIVEWISE, car, 'delivery', { method: 'delivery', postcode: '9999' }, who.cookie);
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toEqual({ postcode: 'Invalid postcode' });
      const malformed = await step(DRIVEWISE, car, 'delivery', { method: 'delivery', postcode: '20x0' }, who.cookie);
      expect(malformed.body.errors).toEqual({ postcode: FORM_MESSAGES.postcode });
      // Perth is far from both of the site's hubs
      const far = await step(DRIVEWISE, car, 'delivery', { method: 'delivery', postcode: '6000' }, who.cookie);
      expect(far.status).toBe(200);
      const delivery = far.body.choices.delivery;
      expect(delivery).toMatchObject({ method: 'delivery', postcode: '6000', locality: 'Perth' });
      if (delivery?.method !== 'delivery') throw new Error('not delivered');
      expect(delivery.distance_km).toBeGreaterThan(2000);
      // free for 50 km, then $1 a km, at most $1,500
      expect(delivery.fee).toBe(1500);
      expect(far.body.step).toBe('deposit');
    });

    it('refuses a postcode past the last band, and takes pick-up', async () => {
      const car = usedCar().slug;
      const who = await atDelivery(HARBOURSIDE, car);
      const melbourne = await step(HARBOURSIDE, car, 'delivery', { method: 'delivery', postcode: '3000' }, who.cookie);
      expect(melbourne).toEqual({
        status: 422,
        body: { error: FORM_MESSAGES.fixErrors, errors: { postcode: PURCHASE_MESSAGES.tooFar } },
      });
      const newcastle = await step(HARBOURSIDE, car, 'delivery', { method: 'delivery', postcode: '2300' }, who.cookie);
      expect(newcastle.body.choices.delivery).toMatchObject({ method: 'delivery', fee: 0 });
      const sydney = await step(HARBOURSIDE, car, 'delivery', { method: 'delivery', postcode: '2000' }, who.cookie);
      // Sydney is some 120 km from Newcastle: the $299 band
      expect(sydney.body.choices.delivery).toMatchObject({ method: 'delivery', fee: 299 });
      const pickup = await step(HARBOURSIDE, car, 'delivery', { method: 'pickup' }, who.cookie);
      expect(pickup.body.choices.delivery).toEqual({ method: 'pickup' });
    });

    it('is pick-up only where the dealer does not deliver', async () => {
      const car = kia().slug;
      const who = await atDelivery(SOUTHERN, car);
      const refused = await step(SOUTHERN, car, 'delivery', { method: 'delivery', postcode: '3000' }, who.cookie);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ method: PURCHASE_MESSAGES.noDelivery });
      expect((await step(SOUTHERN, car, 'delivery', { method: 'pickup' }, who.cookie)).body.step).toBe('deposit');
    });
  });

  describe('the deposit and after', () => {
    it('takes the deposit only once the four steps are answered, then the journey is done', async () => {
      const who = await shopper(HARBOURSIDE);
      const car = usedCar();
      await step(HARBOURSIDE, car.slug, 'drive-away', { state: 'NSW', ...details, phone: who.phone }, who.cookie);
      const early = await deposit(HARBOURSIDE, car.slug, who);
      expect(early).toEqual({ status: 409, body: { error: PURCHASE_MESSAGES.stepOrder } });

      await fourSteps(HARBOURSIDE, car.slug, who, { method: 'delivery', postcode: '2300' });
      const paid = await deposit(HARBOURSIDE, car.slug, who);
      expect(paid.status).toBe(201);
      const done = await journey(HARBOURSIDE, car.slug, who.cookie);
      expect(done.status).toBe(200);
      expect(done.body.reservation).toMatchObject({ reference: paid.body.reference, deposit: { amount: 200 } });
      expect(done.body.step).toBe('deposit');
      expect(await step(HARBOURSIDE, car.slug, 'finance', { payment: 'cash' }, who.cookie)).toEqual({
        status: 409,
        body: { error: PURCHASE_MESSAGES.paid },
      });

      // the dealer's lead is the reservation's, filed under the purchase, carrying all of it
      const [lead] = await leadsOf(car.slug, 'reservation');
      expect(lead).toMatchObject({ category: 'Reservation', subcategory: 'Online purchase' });
      const fields = lead!.payload.fields!;
      expect(fields['purchase_drive_away']).toMatch(/^\$[\d,]+\.\d\d drive-away estimate, registered in NSW$/);
      expect(fields['purchase_payment']).toMatch(
        /^Finance of \$10,000 over 60 months \(finance enquiry [A-Z0-9]{8}\)$/,
      );
      expect(fields['purchase_trade_in']).toMatch(/^Yes: ABC123 \(NSW\), 45,000 km \(trade-in lead [A-Z0-9]{8}\)$/);
      expect(fields['purchase_delivery']).toMatch(/^Delivery to 2300 .*: free$/);
      const xml = adfOf(lead!, car);
      expect(xml).toContain('purchase_payment: Finance of $10,000 over 60 months');

      // someone else finds the car reserved
      const other = await shopper(HARBOURSIDE);
      expect(await journey(HARBOURSIDE, car.slug, other.cookie)).toEqual({
        status: 409,
        body: { error: RESERVATION_MESSAGES.alreadyReserved, reserved: true },
      });
    });

    it('takes the deposit on a site that does not offer Reserve', async () => {
      const who = await shopper(SOUTHERN);
      const car = kia().slug;
      await fourSteps(SOUTHERN, car, who);
      const paid = await deposit(SOUTHERN, car, who);
      expect(paid.status).toBe(201);
      expect(paid.body.deposit).toEqual({ amount: 200, currency: 'AUD' });
      const [lead] = await leadsOf(car, 'reservation');
      expect(lead!.payload.fields!['purchase_delivery']).toMatch(/^Pick-up at /);
    });

    it('keeps the journey per shopper: another device sees it, another shopper has their own', async () => {
      const who = await shopper(DRIVEWISE);
      const car = drivewiseCar().slug;
      await step(DRIVEWISE, car, 'drive-away', { state: 'QLD', ...details, phone: who.phone }, who.cookie);
      await step(DRIVEWISE, car, 'trade-in', { trade_in: false }, who.cookie);
      const phone = await signInWith(on(DRIVEWISE), smsOutbox, who.phone, who.e164);
      expect(phone).not.toBe(who.cookie);
      const seen = await journey(DRIVEWISE, car, phone);
      expect(seen.body).toMatchObject({
        step: 'finance',
        choices: { drive_away: { state: 'QLD' }, trade_in: { trade_in: false } },
      });
      // the second device goes on where the first stopped, and the first sees it
      await step(DRIVEWISE, car, 'finance', { payment: 'cash' }, phone);
      expect((await journey(DRIVEWISE, car, who.cookie)).body.step).toBe('delivery');

      const other = await shopper(DRIVEWISE);
      const theirs = await journey(DRIVEWISE, car, other.cookie);
      expect(theirs.body).toMatchObject({ step: 'drive-away', choices: { details: null } });
      expect((await step(DRIVEWISE, car, 'finance', { payment: 'cash' }, other.cookie)).status).toBe(409);
    });

    it('Download my data gives the journeys; Delete my account removes them and de-identifies their leads', async () => {
      const who = await shopper(DRIVEWISE);
      const car = drivewiseCar().slug;
      // a trade-in lead sent with another number than the account's
      await step(DRIVEWISE, car, 'drive-away', { state: 'SA', ...details, phone: '0499 111 222' }, who.cookie);
      await step(
        DRIVEWISE,
        car,
        'trade-in',
        { trade_in: true, rego: 'MINE01', regoState: 'SA', kms: 1000 },
        who.cookie,
      );
      const data = (await (await on(DRIVEWISE)('/account/data', { cookie: who.cookie })).json()) as {
        purchases: { car_slug: string; choices: { details: { phone: string } }; reservation: string | null }[];
      };
      expect(data.purchases).toEqual([
        expect.objectContaining({
          car_slug: car,
          choices: expect.objectContaining({ details: { ...details, phone: '0499 111 222' } }),
          reservation: null,
        }),
      ]);

      const deleted = await on(DRIVEWISE)('/account/delete', { body: { confirm: true }, cookie: who.cookie });
      expect(deleted.status).toBe(200);
      expect((await api.db.query('SELECT 1 FROM purchase_journeys WHERE car_slug = $1', [car])).rows).toEqual([]);
      const [lead] = await leadsOf(car, 'trade-in');
      expect(JSON.stringify(lead!.payload)).not.toContain('MINE01');
      expect(JSON.stringify(lead!.payload)).not.toContain('alex@example.com');
    });
  });
});
