import type { Site } from '../../tenant/schema/site.ts';
import { createRandom } from '../random.ts';
import type { CarInput } from '../schema/car.ts';
import { generateCar } from './car.ts';
import { planStock } from './stock-plan.ts';

type GeneratedInventory = Extract<Site['inventory'], { source: 'generated' }>;

/**
 * Demo stock for a site: the same site, seed and `now` give the same cars, byte for
 * byte. Only `now` and the seed vary it; it never reads the clock or Math.random().
 */
export function generateStock(site: Site, inventory: GeneratedInventory, now: Date): CarInput[] {
  const plan = planStock(site, inventory);
  const random = createRandom(inventory.seed);
  const context = { site, plan, random, now };
  return Array.from({ length: inventory.count }, (_, index) => generateCar(context, index));
}
