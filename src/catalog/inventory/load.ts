import { join } from 'node:path';
import type { Site } from '../../tenant/schema/site.ts';
import type { Car } from '../schema/car.ts';
import { fileSource } from './file-source.ts';
import { generatedSource } from './generated-source.ts';
import { urlSource } from './url-source.ts';
import type { InventorySource } from './source.ts';
import { type RejectedRow, validateRows } from './validate.ts';

export interface InventoryOptions {
  /** The tenant folder, e.g. "tenants/harbourside-toyota"; a feed path is relative to it. */
  tenantDir: string;
  /** The build's moment (see buildTime()); generated stock is dated from it. */
  now: Date;
  /** Where a feed's credentials are read (`inventory.authorizationEnv`); default process.env. */
  env?: Readonly<Record<string, string | undefined>>;
}

export interface Inventory {
  cars: Car[];
  rejected: RejectedRow[];
}

/** The source site.inventory names. */
function inventorySource(site: Site, options: InventoryOptions): InventorySource {
  const inventory = site.inventory;
  switch (inventory.source) {
    case 'generated':
      return generatedSource(site, inventory, options.now);
    case 'file':
      return fileSource(join(options.tenantDir, inventory.path));
    case 'url':
      return urlSource(inventory.url, feedAuthorization(inventory.authorizationEnv, options.env ?? process.env));
  }
}

/** The Authorization header a feed asks for, from the variable the tenant names; none when it names none. */
function feedAuthorization(
  variable: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  if (!variable) return undefined;
  const value = env[variable];
  if (!value)
    throw new Error(
      `inventory.authorizationEnv: the environment variable ${variable} is not set (it holds the stock feed’s Authorization header)`,
    );
  return value;
}

/** A site's stock: every row validated, bad rows reported and left out (DESIGN.md). */
export async function loadInventory(site: Site, options: InventoryOptions): Promise<Inventory> {
  return validateRows(await inventorySource(site, options).rows());
}
