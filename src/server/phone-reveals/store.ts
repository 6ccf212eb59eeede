import type { Database } from '../storage/database.ts';
import type { PhoneReveal } from './schema.ts';

/** The phone reveals' table (phone_reveals): ids only, never who clicked. */
export class PhoneRevealStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async add(tenant: string, reveal: PhoneReveal): Promise<void> {
    await this.#db.query(
      `INSERT INTO phone_reveals (tenant, car_id, dealership_id, website_id) VALUES ($1, $2, $3, $4)`,
      [tenant, reveal.car_id, reveal.dealership_id, reveal.website_id],
    );
  }
}
