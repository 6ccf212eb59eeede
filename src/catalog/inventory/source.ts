/**
 * Where a site's stock comes from (site.inventory.source). A source only hands over
 * rows; validation and reporting happen once, in loadInventory, whatever the source.
 */
export interface InventorySource {
  /** For reports: "generated (seed 101)" or the feed's file path. */
  readonly name: string;
  rows(): Promise<unknown[]>;
}

/** A feed's parsed body as its rows: it must be a JSON array (of cars, spec §3 Car). */
export function carRows(feed: string, parsed: unknown): unknown[] {
  if (!Array.isArray(parsed)) throw new Error(`${feed}: the inventory feed must be a JSON array of cars`);
  return parsed;
}
