import { useToggleRefinement } from 'react-instantsearch-core';
import { RefinementCheckbox } from './CheckboxFacet.tsx';

/** spec §2: 'Only show Toyota Certified Vehicles' toggles certified=true. */
export function CertifiedToggle(props: { label: string; idPrefix: string }) {
  const { value, refine } = useToggleRefinement({ attribute: 'certified', on: true });
  const id = `${props.idPrefix}-certified`;
  return (
    <div className="facet facet--toggle">
      <RefinementCheckbox id={id} checked={value.isRefined} onToggle={() => refine(value)} />
      <label htmlFor={id}>{props.label}</label>
    </div>
  );
}
