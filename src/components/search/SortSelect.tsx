import { useSortBy } from 'react-instantsearch-core';
import { sortIndexName, type SortOption } from '../../search/sorts.ts';

/** The order of results (spec §2): custom rank by default, price, kilometres, year, newest. */
export function SortSelect(props: { collection: string; options: SortOption[] }) {
  const { currentRefinement, options, refine } = useSortBy({
    items: props.options.map((option) => ({ label: option.label, value: sortIndexName(props.collection, option) })),
  });
  return (
    <div className="sort-select">
      <label htmlFor="search-sort">Sort by</label>
      <select id="search-sort" value={currentRefinement} onChange={(event) => refine(event.currentTarget.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
