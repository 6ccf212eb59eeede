import type { Car } from '../../catalog/schema/car.ts';
import { normalisedPhone } from '../../domain/contact/phone-lead-limit.ts';
import type { LeadKind } from '../../domain/forms/lead-kinds.ts';
import { carHref } from '../../site-urls.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { carTitle } from '../../views/vehicle/car-summary.ts';
import type { LeadOutbox } from '../outbox/queue.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import type { Queryable } from '../storage/database.ts';

/** What writing a lead of the API's own needs: the lead outbox and the shoppers' keyed hash. */
export interface CarLeadDeps {
  /** The lead's delivery jobs (ADF e-mail, webhook), added as LeadStore adds a form's. */
  outbox: LeadOutbox;
  /**
   * The lead keeps the keyed hash of the shopper's phone number as every lead does, so the
   * garage lists it, My data exports it and deleting the account de-identifies it.
   */
  hash: KeyedHash;
}

/** A lead about a car of the site that the API writes itself, from a step no form posts (a reservation, a purchase). */
export interface CarLead {
  id: string;
  kind: LeadKind;
  category: string;
  subcategory: string | null;
  /** The lead's fields as a form's would be: the shopper's contact (name, last_name, email, phone) and the rest. */
  fields: Record<string, string | number | boolean>;
  site: Site;
  car: Car;
  /** When it was taken; null: now, on the database's clock. */
  createdAt: Date | null;
}

/** The dealership whose lead it is: the car's, when it is one of the site's (else the delivery takes the first). */
export function carDealership(site: Site, car: Car): string | null {
  return site.dealerships.some((d) => d.slug === car.dealership_slug) ? car.dealership_slug : null;
}

/** The car's page on the site, absolute, as e-mails and leads link it. */
export function carPageUrl(site: Site, car: Car): string {
  return new URL(carHref(car.slug), site.domain).href;
}

/** leads.car_id holds 100 characters: the slug the site's forms send, else the feed's id (the outbox finds either). */
const leadCarId = (car: Car) => (car.slug.length <= 100 ? car.slug : String(car.id));

/**
 * Stores the lead, with the car as its context as a vehicle page's form sends it, and queues
 * its delivery to every target of the car's dealership, in the caller's transaction: the lead
 * lands with whatever made it, or not at all.
 */
export async function writeCarLead(tx: Queryable, deps: CarLeadDeps, lead: CarLead): Promise<void> {
  const { site, car } = lead;
  await writeServerLead(tx, deps, {
    ...lead,
    context: {
      car_type: car.car_type,
      ...(car.stocknum ? { stock_number: car.stocknum } : {}),
      ...(car.vin ? { vin: car.vin } : {}),
      'Vehicle Make': car.make,
      'Vehicle Model': car.model,
      car_title: carTitle(car),
      url: carPageUrl(site, car),
    },
    dealershipSlug: carDealership(site, car),
    carId: leadCarId(car),
  });
}

/** A lead the API writes itself, about a car or not: its fields, context and dealership as stored. */
export interface ServerLead extends Omit<CarLead, 'car'> {
  context: Record<string, string | number>;
  /** The dealership whose lead it is; null: the delivery takes the site's first. */
  dealershipSlug: string | null;
  carId: string | null;
}

/**
 * Stores a lead the API writes itself (a reservation's, a purchase's, a prize's) with the
 * keyed hash of its phone number as every lead has, and queues its delivery, in the caller's
 * transaction.
 */
export async function writeServerLead(tx: Queryable, deps: CarLeadDeps, lead: ServerLead): Promise<void> {
  const phone = normalisedPhone(String(lead.fields['phone'] ?? ''));
  await tx.query(
    `INSERT INTO leads (id, tenant, kind, category, subcategory, payload, dealership_slug, car_id, phone_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, COALESCE($10::timestamptz, now()))`,
    [
      lead.id,
      lead.site.slug,
      lead.kind,
      lead.category,
      lead.subcategory,
      JSON.stringify({ fields: lead.fields, context: lead.context }),
      lead.dealershipSlug,
      lead.carId,
      phone ? await deps.hash.of('phone', phone) : null,
      lead.createdAt,
    ],
  );
  await deps.outbox.enqueue(tx, [{ id: lead.id, tenant: lead.site.slug, dealershipSlug: lead.dealershipSlug }]);
}
