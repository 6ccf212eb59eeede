/**
 * Where a site's stock comes from (site.inventory.source). A source only hands over
 * rows; validation and reporting happen once, in loadInventory, whatever the source.
 */
export interface InventorySource {
  /** For reports: "generated (seed 101)" or the feed's file path. */
  readonly name: string;
  rows(): Promise<unknown[]>;
}
