import { useEffect, useRef } from 'react';
import { showMeCarsText } from '../../domain/text/car-count.ts';
import { FilterPanel } from './FilterPanel.tsx';
import type { SearchAppProps } from './search-app-props.ts';
import { useResultCount } from './use-result-count.ts';

/**
 * The filters on a small screen (spec §2): a modal native <dialog>, which keeps focus inside
 * and closes on Escape. 'Show me N cars' closes it on the results, the URL already holding
 * the refinements, scrolled to the top.
 */
export function FilterDrawer(props: SearchAppProps & { onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const count = useResultCount(props.stockCount);
  const { onClose } = props;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement as HTMLElement | null;
    element.showModal();
    const closed = () => {
      onClose();
      opener?.focus();
    };
    element.addEventListener('close', closed);
    return () => element.removeEventListener('close', closed);
  }, [onClose]);
  return (
    <dialog ref={dialog} className="site-dialog filter-drawer" aria-labelledby="filter-drawer-heading">
      <div className="filter-drawer__head">
        <h2 id="filter-drawer-heading">Filters</h2>
        <button type="button" className="site-dialog__close" onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close</span>
        </button>
      </div>
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
          {showMeCarsText(count)}
        </button>
      </div>
    </dialog>
  );
}
