import { showMeStockText } from '../../domain/text/stock-count.ts';
import { AppliedFilters } from './AppliedFilters.tsx';
import { CountUpText } from './CountUpText.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { DialogCloseButton, useModalDialog } from './modal-dialog.tsx';
import type { SearchAppProps } from '../../views/search/search-app-props.ts';
import { useAppliedFilters } from './use-applied-filters.ts';
import { useResultCount } from './use-result-count.ts';

/**
 * The filters on a small screen (spec §2): a modal native <dialog>, which keeps focus inside
 * and closes on Escape. 'Show me N cars' closes it on the results, the URL already holding
 * the refinements, scrolled to the top.
 */
export function FilterDrawer(props: SearchAppProps & { onClose(): void }) {
  // mounted while open
  const dialog = useModalDialog(true, props.onClose);
  const count = useResultCount(props.stockCount);
  const applied = useAppliedFilters(props);
  return (
    <dialog ref={dialog} className="site-dialog filter-drawer" aria-labelledby="filter-drawer-heading">
      <div className="filter-drawer__head">
        <h2 id="filter-drawer-heading">Filters</h2>
        <DialogCloseButton onClick={() => dialog.current?.close()} />
      </div>
      <AppliedFilters filters={applied.filters} onRemove={applied.remove} onClearAll={applied.clearAll} />
      <FilterPanel {...props} idPrefix="drawer" />
      <div className="filter-drawer__foot">
        <button
          type="button"
          className="button filter-drawer__show"
          onClick={() => {
            dialog.current?.close();
            window.scrollTo({ top: 0 });
          }}
        >
          <CountUpText count={count} text={(shown) => showMeStockText(shown, props.stockText.noun)} />
        </button>
      </div>
    </dialog>
  );
}
