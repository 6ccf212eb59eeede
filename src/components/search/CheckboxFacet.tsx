import { useState } from 'react';
import { useRefinementList } from 'react-instantsearch-core';
import { facetValueLabel, sortFacetValues } from '../../domain/search/facets.ts';

/**
 * A refinement's checkbox, ticked the moment it is clicked. The refinement's own state
 * arrives with the search's next render (hold-loading-render.ts holds back the one as the
 * search starts), so until then the box shows what the click asked for.
 */
export function RefinementCheckbox(props: { id: string; checked: boolean; onToggle(): void }) {
  const { checked } = props;
  const [asked, setAsked] = useState<boolean | null>(null);
  const [known, setKnown] = useState(checked);
  if (known !== checked) {
    // the refinement's state has caught up: it rules again
    setKnown(checked);
    setAsked(null);
  }
  const shown = asked ?? checked;
  return (
    <input
      id={props.id}
      type="checkbox"
      checked={shown}
      onChange={() => {
        setAsked(!shown);
        props.onToggle();
      }}
    />
  );
}

/** One value of a facet: a labelled checkbox with its count. */
export function FacetOption(props: { id: string; label: string; count: number; checked: boolean; onToggle(): void }) {
  const id = props.id.replace(/[^A-Za-z0-9_-]/g, '-');
  return (
    <li>
      <RefinementCheckbox id={id} checked={props.checked} onToggle={props.onToggle} />
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
export function CheckboxFacet(props: {
  attribute: string;
  label: string;
  limit: number;
  idPrefix: string;
  /** False in a section not yet opened: the list stays mounted, so its values are at hand, but undrawn. */
  drawn: boolean;
}) {
  const { attribute, label, limit, idPrefix } = props;
  const { items, refine } = useRefinementList({ attribute, operator: 'or', limit, sortBy: ['count:desc', 'name:asc'] });
  if (!props.drawn) return null;
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
