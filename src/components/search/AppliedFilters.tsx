import type { AppliedFilter } from '../../domain/search/applied-filters.ts';

/**
 * The applied filters as chips, each a button that removes just that filter, and Clear all.
 * Nothing at all when no filter applies, so an unfiltered page keeps no room for them.
 */
export function AppliedFilters(props: {
  filters: readonly AppliedFilter[];
  onRemove(filter: AppliedFilter): void;
  onClearAll(): void;
}) {
  const { filters, onRemove, onClearAll } = props;
  if (filters.length === 0) return null;
  return (
    <div className="applied-filters">
      <ul className="applied-filters__list" aria-label="Applied filters">
        {filters.map((filter) => (
          <li key={filter.key}>
            <button type="button" className="filter-chip" onClick={() => onRemove(filter)}>
              <span className="visually-hidden">Remove </span>
              {filter.label}
              <span className="filter-chip__x" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={onClearAll}>
        Clear all
      </button>
    </div>
  );
}
