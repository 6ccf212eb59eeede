import type { CarStatus } from '../../catalog/schema/vocabulary.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { and, eq, type FilterTree, gte, isIn, not, or } from './filter-tree.ts';

/** spec §7: the statuses always listed (the available ones, spec §4). */
const LISTED_STATUSES: readonly CarStatus[] = ['in_stock', 'coming_soon'];

const SECONDS_PER_DAY = 86_400;

export type BaseStockOptions = Site['search']['baseStock'];

/**
 * spec §7, §9 base stock filter: (status in [in_stock, coming_soon] OR (status = sold AND
 * sold within N days)) AND show_on_dealer_website = true, plus the site's extras: used cars
 * only, stock numbers and makes never listed. sold_date_timestamp is in Unix seconds
 * (src/catalog/schema/car.ts). With N = 0 no sold car is listed.
 */
export function baseStockFilter(options: BaseStockOptions, now: Date): FilterTree {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const days = options.soldWithinDays;
  const listed: FilterTree =
    days === 0
      ? isIn('status', LISTED_STATUSES)
      : or(
          isIn('status', LISTED_STATUSES),
          and(eq('status', 'sold'), gte('sold_date_timestamp', nowSeconds - days * SECONDS_PER_DAY)),
        );
  const parts: FilterTree[] = [listed, eq('show_on_dealer_website', true)];
  if (options.usedOnly) parts.push(eq('car_type', 'used'));
  if (options.excludedStockNumbers.length > 0) parts.push(not(isIn('stocknum', options.excludedStockNumbers)));
  if (options.excludedMakes.length > 0) parts.push(not(isIn('make', options.excludedMakes)));
  return and(...parts);
}
