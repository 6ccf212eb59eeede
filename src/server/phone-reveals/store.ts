import type { Database } from '../storage/database.ts';
import { carTrackingValues } from '../events/car-tracking-fields.ts';
import type { PhoneReveal } from './schema.ts';

/** The phone reveals' table (phone_reveals): ids and the car's tracking parameters, never who clicked. */
export class PhoneRevealStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async add(tenant: string, reveal: PhoneReveal): Promise<void> {
    await this.#db.query(
      `INSERT INTO phone_reveals (tenant, car_id, dealership_id, website_id, vehicle_status, vehicle_make,
         vehicle_model, vehicle_year, vehicle_kilometers, vehicle_grade)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [tenant, reveal.car_id, reveal.dealership_id, reveal.website_id, ...carTrackingValues(reveal)],
    );
  }
}
