import { useRefinementList } from 'react-instantsearch-core';
import { facetValueLabel, sortFacetValues } from '../../domain/search/facets.ts';

/** One value of a facet: a labelled checkbox with its count. */
export function FacetOption(props: { id: string; label: string; count: number; checked: boolean; onToggle(): void }) {
  const id = props.id.replace(/[^A-Za-z0-9_-]/g, '-');
  return (
    <li>
      <input id={id} type="checkbox" checked={props.checked} onChange={props.onToggle} />
      <label htmlFor={id}>
        {props.label} <span className="facet__count">({props.count})</span>
      </label>
    </li>
  );
}

/**
 * A checkbox list in a fieldset (spec §2): values of one facet are alternatives (OR), with
 * their counts; car types in the order new, demo, used (spec §9), price ranges cheapest first.
 */
export function CheckboxFacet(props: { attribute: string; label: string; limit: number; idPrefix: string }) {
  const { attribute, label, limit, idPrefix } = props;
  const { items, refine } = useRefinementList({ attribute, operator: 'or', limit, sortBy: ['count:desc', 'name:asc'] });
  const shown = sortFacetValues(attribute, items);
  if (shown.length === 0) return <p className="facet__empty">No options for these results.</p>;
  return (
    <fieldset className="facet">
      <legend className="visually-hidden">{label}</legend>
      <ul className="facet__list">
        {shown.map((item) => (
          <FacetOption
            key={item.value}
            id={`${idPrefix}-${attribute}-${item.value}`}
            label={facetValueLabel(attribute, item.label)}
            count={item.count}
            checked={item.isRefined}
            onToggle={() => refine(item.value)}
          />
        ))}
      </ul>
    </fieldset>
  );
}
