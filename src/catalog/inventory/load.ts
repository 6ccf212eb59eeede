import { join } from 'node:path';
import type { Site } from '../../tenant/schema/site.ts';
import type { Car } from '../schema/car.ts';
import { fileSource } from './file-source.ts';
import { generatedSource } from './generated-source.ts';
import type { InventorySource } from './source.ts';
import { type RejectedRow, validateRows } from './validate.ts';

export interface InventoryOptions {
  /** The tenant folder, e.g. "tenants/harbourside-toyota"; a feed path is relative to it. */
  tenantDir: string;
  /** The build's moment (see buildTime()); generated stock is dated from it. */
  now: Date;
}

export interface Inventory {
  cars: Car[];
  rejected: RejectedRow[];
}

/** The source site.inventory names. */
function inventorySource(site: Site, options: InventoryOptions): InventorySource {
  const inventory = site.inventory;
  return inventory.source === 'generated'
    ? generatedSource(site, inventory, options.now)
    : fileSource(join(options.tenantDir, inventory.path));
}

/** A site's stock: every row validated, bad rows reported and left out (DESIGN.md). */
export async function loadInventory(site: Site, options: InventoryOptions): Promise<Inventory> {
  return validateRows(await inventorySource(site, options).rows());
}
