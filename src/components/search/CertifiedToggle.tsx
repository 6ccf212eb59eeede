import { useToggleRefinement } from 'react-instantsearch-core';

/** spec §2: 'Only show Toyota Certified Vehicles' toggles certified=true. */
export function CertifiedToggle(props: { label: string; idPrefix: string }) {
  const { value, refine } = useToggleRefinement({ attribute: 'certified', on: true });
  const id = `${props.idPrefix}-certified`;
  return (
    <div className="facet facet--toggle">
      <input id={id} type="checkbox" checked={value.isRefined} onChange={() => refine(value)} />
      <label htmlFor={id}>{props.label}</label>
    </div>
  );
}
