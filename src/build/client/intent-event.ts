/**
 * Dispatched on an island (`client:intent`) when the shopper's first move starts its
 * hydration, before its code is asked for: the page's own script can start what the island
 * will need next (its data, a worker) beside the code rather than after it.
 */
export const ISLAND_INTENT_EVENT = 'island-intent';
