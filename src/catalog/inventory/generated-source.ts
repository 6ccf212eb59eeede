import type { Site } from '../../tenant/schema/site.ts';
import { generateStock } from '../generate/stock.ts';
import type { InventorySource } from './source.ts';

type GeneratedInventory = Extract<Site['inventory'], { source: 'generated' }>;

export function generatedSource(site: Site, inventory: GeneratedInventory, now: Date): InventorySource {
  return {
    name: `generated (seed ${inventory.seed})`,
    rows: async () => generateStock(site, inventory, now),
  };
}
