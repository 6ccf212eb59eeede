import type { Database } from '../storage/database.ts';
import { carTrackingValues } from './car-tracking-fields.ts';
import type { SiteEvent } from './schema.ts';

/** The analytics sink's table (site_events). */
export class EventStore {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  async add(tenant: string, event: SiteEvent): Promise<void> {
    await this.#db.query(
      `INSERT INTO site_events (tenant, event_id, category, car_type, page, vehicle_status, vehicle_make,
         vehicle_model, vehicle_year, vehicle_kilometers, vehicle_grade)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        tenant,
        event.id,
        event.category || null,
        event.car_type ?? null,
        event.page ? pagePath(event.page) : null,
        ...carTrackingValues(event),
      ],
    );
  }
}

/** Only the path is kept: a full address's query string could carry anything. */
function pagePath(page: string): string {
  try {
    const path = new URL(page, 'http://site.invalid').pathname;
    // percent-encoding can lengthen a path past the column's 2048 characters: keep its start, no half escape
    return path.length <= 2048 ? path : path.slice(0, 2048).replace(/%[0-9A-F]?$/i, '');
  } catch {
    return '/';
  }
}
