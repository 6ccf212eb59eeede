/**
 * Dispatched on an island (`client:intent`) when the shopper's first move starts its
 * hydration, before its code is asked for: the page's own script can start what the island
 * will need next (its data, a worker) beside the code rather than after it.
 */
export const ISLAND_INTENT_EVENT = 'island-intent';

/**
 * Dispatched on an island (`client:intent`) by the page's own script when it learns of something
 * the island would show that the build's HTML does not (a car on screen reserved since the
 * build): the island hydrates now rather than at the shopper's first move.
 */
export const ISLAND_HYDRATE_EVENT = 'island-hydrate';
