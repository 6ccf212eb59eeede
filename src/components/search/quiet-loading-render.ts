import { useEffect } from 'react';
import { useInstantSearchContext } from 'react-instantsearch-core';
import { holdLoadingRender } from './hold-loading-render.ts';

/**
 * How long a search may take before its widgets are drawn in the 'loading' state. A query of
 * the embedded engine answers in a few milliseconds, well before this.
 */
const LOADING_RENDER_DELAY_MS = 100;

/** `holdLoadingRender` on the island's InstantSearch, for as long as it is mounted. */
export function useQuietLoadingRender(delayMs = LOADING_RENDER_DELAY_MS): void {
  const search = useInstantSearchContext();
  useEffect(() => holdLoadingRender(search, delayMs), [search, delayMs]);
}
