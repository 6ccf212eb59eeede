import { useCallback } from 'react';
import { useInstantSearch, useRange } from 'react-instantsearch-core';
import type { RangeField } from '../../search/document.ts';
import type { RangeBounds } from '../../search/query.ts';
import { withRange } from '../../search/ui-state.ts';

/**
 * A search page slider's refinement: the range currently refined (open ends undefined) and a
 * way to refine it. The range connector's own refine checks a value against the facet
 * statistics of the last answer, which the embedded engine does not return and Typesense
 * returns for the current results only, so it dropped most moves; the sliders' bounds are the
 * site's (from the build) and their values already follow spec §5, so the refinement goes
 * straight into the index's state, as a URL's range does.
 */
export function useSliderRange(field: RangeField) {
  // bounds come from the build: given to the connector, they would be written into every URL
  const { start } = useRange({ attribute: field });
  const { setIndexUiState } = useInstantSearch();
  const refine = useCallback(
    (bounds: RangeBounds) => setIndexUiState((ui) => withRange(ui, field, bounds)),
    [field, setIndexUiState],
  );
  const low = Number.isFinite(start[0]) ? start[0] : undefined;
  const high = Number.isFinite(start[1]) ? start[1] : undefined;
  return { low, high, refine };
}
