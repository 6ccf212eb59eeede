import { normalisedPhone } from '../../domain/contact/phone-lead-limit.ts';
import { leadReference } from '../../domain/forms/lead-reference.ts';
import type { ReservationJourney } from '../../domain/reservations/checkout.ts';
import type { ReservationStatus } from '../../domain/reservations/reservation-actions.ts';
import { deidentifyLeads } from '../leads/deidentify.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import type { Database, Queryable } from '../storage/database.ts';
import type { AlertSettings, SavedSearchView } from '../../domain/account/saved-searches.ts';
import { SavedSearchStore, type HeldShopperEmail } from '../saved-searches/store.ts';
import {
  ACTIVE_STATUSES,
  deidentifyReservations,
  ReservationStore,
  type ShopperReservation,
} from '../reservations/store.ts';
import { WatchlistStore, type WatchlistItem } from '../watchlist/store.ts';
import { journeyLeadIds, PurchaseJourneyStore, type PurchaseJourney } from '../purchase/store.ts';
import type { PurchaseChoices } from '../../domain/purchase/journey.ts';
import { SpinStore, spinLeadIds, type StoredSpin } from '../spin-to-win/store.ts';
import type { ShopperUser } from './sessions.ts';

/** A lead the API holds for the shopper's number, as the garage lists it and the download gives it. */
export interface HeldLead {
  id: string;
  reference: string;
  kind: string;
  category: string;
  subcategory: string | null;
  car_id: string | null;
  dealership_slug: string | null;
  sent_at: string;
  delivered: boolean;
}

interface LeadRow {
  id: string;
  kind: string;
  category: string;
  subcategory: string | null;
  car_id: string | null;
  dealership_slug: string | null;
  created_at: Date | string;
  delivered: boolean;
  payload: { fields?: Record<string, unknown>; context?: Record<string, unknown> };
}

/**
 * A reservation the shopper made signed in, as Download my data gives it: the car, the
 * deposit, the details they gave and its dates. No card data exists on our side (the
 * processor's frame takes the card); the processor's payment id and the card's token are left out.
 */
interface HeldReservation {
  id: string;
  reference: string;
  car_slug: string;
  /** The car's title when it was reserved, once it was held. */
  car_title: string | null;
  journey: ReservationJourney;
  status: ReservationStatus;
  deposit: { amount: number; currency: string };
  name: string;
  last_name: string;
  email: string;
  phone: string;
  reserved_at: string;
  held_at: string | null;
  expires_at: string | null;
  /** When it was confirmed, released, cancelled, expired or failed. */
  settled_at: string | null;
}

/** An online purchase the shopper began, as Download my data gives it: the car and every choice so far. */
interface HeldPurchase {
  car_slug: string;
  choices: PurchaseChoices;
  /** The deposit's reservation (its reference), once it was held. */
  reservation: string | null;
  started_at: string;
  updated_at: string;
}

/** A spin of the wheel the shopper made signed in (spec §2 /spin-to-win), as Download my data gives it. */
interface HeldSpin {
  campaign: string;
  /** The prize's id in the campaign; null: the wheel stopped on no prize. */
  prize: string | null;
  voucher_code: string | null;
  spun_at: string;
}

/** Everything the API holds about a shopper on one site: Download my data. */
export interface MyData {
  site: string;
  exported_at: string;
  account: { phone: string; created_at: string };
  sessions: { started_at: string; last_seen_at: string }[];
  watchlist: WatchlistItem[];
  enquiries: (HeldLead & { fields: Record<string, unknown>; context: Record<string, unknown> })[];
  saved_searches: SavedSearchView[];
  alerts: AlertSettings;
  alert_emails: HeldShopperEmail[];
  reservations: HeldReservation[];
  purchases: HeldPurchase[];
  spins: HeldSpin[];
}

/** What Delete my account did. */
export interface AccountDeletion {
  /** Leads that lost their shopper's details. */
  deidentifiedLeads: number;
  /** Ended reservations that lost their shopper's details. */
  deidentifiedReservations: number;
  /** Reservations still live with the dealer (held, confirmed, or being authorised): kept whole until they end. */
  keptReservations: number;
}

/** The most enquiries the garage lists and the download gives (one a day for a few months). */
const MAX_LEADS = 200;

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

const heldSpin = (spin: StoredSpin): HeldSpin => ({
  campaign: spin.campaign_id,
  prize: spin.prize_id,
  voucher_code: spin.voucher_code,
  spun_at: iso(spin.created_at),
});

const heldPurchase = (journey: PurchaseJourney): HeldPurchase => ({
  car_slug: journey.car_slug,
  choices: journey.choices,
  reservation: journey.reservation_id ? leadReference(journey.reservation_id) : null,
  started_at: iso(journey.created_at),
  updated_at: iso(journey.updated_at),
});

function heldReservation(row: ShopperReservation): HeldReservation {
  return {
    id: row.id,
    reference: leadReference(row.id),
    car_slug: row.car_slug,
    car_title: row.lead_car_title,
    journey: row.journey,
    status: row.status,
    deposit: { amount: row.amount_cents / 100, currency: row.currency.toUpperCase() },
    name: row.name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    reserved_at: iso(row.created_at),
    held_at: isoOrNull(row.held_at),
    expires_at: isoOrNull(row.expires_at),
    settled_at: isoOrNull(row.settled_at),
  };
}

function heldLead(row: LeadRow): HeldLead {
  return {
    id: row.id,
    reference: leadReference(row.id),
    kind: row.kind,
    category: row.category,
    subcategory: row.subcategory,
    car_id: row.car_id,
    dealership_slug: row.dealership_slug,
    sent_at: iso(row.created_at),
    delivered: row.delivered,
  };
}

/**
 * A signed-in shopper's own records on one site (the access and deletion requests the privacy
 * policy promises): their leads, found by the keyed hash of their verified mobile number (the
 * same hash the per-phone lead limit keeps, so no second copy of the number exists); their
 * account, sessions and watchlist; and deletion of the account.
 */
export class MyDataStore {
  readonly #db: Database;
  readonly #hash: KeyedHash;

  constructor(db: Database, hash: KeyedHash) {
    this.#db = db;
    this.#hash = hash;
  }

  async #phoneHash(user: ShopperUser): Promise<string | null> {
    const phone = normalisedPhone(user.phone);
    return phone ? this.#hash.of('phone', phone) : null;
  }

  async #leadRows(db: Queryable, tenant: string, user: ShopperUser): Promise<LeadRow[]> {
    const phoneHash = await this.#phoneHash(user);
    if (!phoneHash) return [];
    const { rows } = await db.query<LeadRow>(
      `SELECT id, kind, category, subcategory, car_id, dealership_slug, created_at, payload,
              EXISTS (SELECT 1 FROM lead_deliveries d WHERE d.lead_id = leads.id) AS delivered
         FROM leads
        WHERE tenant = $1 AND phone_hash = $2
        ORDER BY created_at DESC
        LIMIT ${MAX_LEADS}`,
      [tenant, phoneHash],
    );
    return rows;
  }

  /** The leads sent on this site with the shopper's number, newest first. */
  async enquiries(tenant: string, user: ShopperUser): Promise<HeldLead[]> {
    return (await this.#leadRows(this.#db, tenant, user)).map(heldLead);
  }

  /** Everything held about the shopper on this site, read in one transaction. */
  async export(tenant: string, user: ShopperUser, now: Date): Promise<MyData> {
    const searches = new SavedSearchStore(this.#db);
    return this.#db.transaction(async (tx) => {
      const account = await tx.query<{ phone: string; created_at: Date | string }>(
        'SELECT phone, created_at FROM shopper_users WHERE id = $1 AND tenant = $2',
        [user.id, tenant],
      );
      const sessions = await tx.query<{ created_at: Date | string; last_seen_at: Date | string }>(
        'SELECT created_at, last_seen_at FROM shopper_sessions WHERE user_id = $1 ORDER BY created_at',
        [user.id],
      );
      const leads = await this.#leadRows(tx, tenant, user);
      const row = account.rows[0];
      return {
        site: tenant,
        exported_at: now.toISOString(),
        account: { phone: row?.phone ?? user.phone, created_at: row ? iso(row.created_at) : now.toISOString() },
        sessions: sessions.rows.map((s) => ({ started_at: iso(s.created_at), last_seen_at: iso(s.last_seen_at) })),
        watchlist: await new WatchlistStore(tx).list(user.id),
        saved_searches: await searches.list(user.id, tx),
        alerts: await searches.settings(user.id, tx),
        alert_emails: await searches.emails(user.id, tx),
        reservations: (await new ReservationStore(this.#db).byUser(tenant, user.id, tx)).map(heldReservation),
        purchases: (await new PurchaseJourneyStore(this.#db).byUser(tenant, user.id, tx)).map(heldPurchase),
        spins: (await new SpinStore(this.#db).byUser(tenant, user.id, tx)).map(heldSpin),
        enquiries: leads.map((lead) => ({
          ...heldLead(lead),
          fields: lead.payload.fields ?? {},
          context: lead.payload.context ?? {},
        })),
      };
    });
  }

  /**
   * Deletes the account in one transaction. The shopper's reservations (those they made signed
   * in, and those whose lead carries their number) are marked with the deletion: one that has
   * ended loses the shopper's details at once (deidentifyReservations: name, e-mail, phone
   * blanked, its e-mails deleted), while one still held or confirmed is a live arrangement with
   * the dealer and stays whole, its lead unlinked from the number but kept for the dealer; the
   * reservation worker de-identifies both once it ends (ReservationStore.deidentifyEnded). The
   * shopper's other leads on this site are de-identified (DEIDENTIFIED_LEAD_FIELDS and _CONTEXT
   * kept, the phone's hash cleared), then the user row goes, and every table that keeps a
   * user's records (sessions, watchlist, purchase journeys, and those of later features) follows
   * by its ON DELETE CASCADE; reservations.user_id is SET NULL instead, since the row outlives
   * the account. The leads the purchase journeys sent are de-identified with the others.
   */
  async deleteAccount(tenant: string, user: ShopperUser): Promise<AccountDeletion> {
    const phoneHash = await this.#phoneHash(user);
    return this.#db.transaction(async (tx) => {
      const marked = await tx.query<{ id: string; status: ReservationStatus; lead_id: string | null }>(
        `UPDATE reservations SET account_deleted_at = COALESCE(account_deleted_at, now())
          WHERE tenant = $1 AND deidentified_at IS NULL
            AND (user_id = $2 OR lead_id IN (SELECT id FROM leads WHERE tenant = $1 AND phone_hash = $3))
          RETURNING id, status, lead_id`,
        [tenant, user.id, phoneHash],
      );
      const live = marked.rows.filter((row) => ACTIVE_STATUSES.includes(row.status));
      const ended = marked.rows.filter((row) => !ACTIVE_STATUSES.includes(row.status));
      const keptLeads = new Set(live.flatMap((row) => (row.lead_id ? [row.lead_id] : [])));
      if (keptLeads.size > 0)
        await tx.query('UPDATE leads SET phone_hash = NULL WHERE tenant = $1 AND id = ANY($2::uuid[])', [
          tenant,
          [...keptLeads],
        ]);
      const numberLeads = phoneHash
        ? (
            await tx.query<{ id: string }>('SELECT id FROM leads WHERE tenant = $1 AND phone_hash = $2', [
              tenant,
              phoneHash,
            ])
          ).rows.map((row) => row.id)
        : [];
      const endedLeads = ended.flatMap((row) => (row.lead_id ? [row.lead_id] : []));
      // the purchase journeys' leads, whatever number was typed into them; the journeys go with the user
      const purchaseLeads = await journeyLeadIds(tx, tenant, user.id);
      // the prizes' leads too, whatever number was typed; the spins stay, no one's (migration 0019)
      const spinLeads = await spinLeadIds(tx, tenant, user.id);
      const deidentifiedLeads = await deidentifyLeads(
        tx,
        tenant,
        [...numberLeads, ...endedLeads, ...purchaseLeads, ...spinLeads].filter((id) => !keptLeads.has(id)),
      );
      const deidentifiedReservations = await deidentifyReservations(
        tx,
        ended.map((row) => row.id),
      );
      await tx.query('DELETE FROM shopper_users WHERE id = $1 AND tenant = $2', [user.id, tenant]);
      return { deidentifiedLeads, deidentifiedReservations, keptReservations: live.length };
    });
  }
}
