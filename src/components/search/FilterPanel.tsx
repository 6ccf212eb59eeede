import { RANGE_TITLES } from '../../domain/search/applied-filters.ts';
import { RANGE_FIELDS } from '../../search/document.ts';
import { CertifiedToggle } from './CertifiedToggle.tsx';
import { CheckboxFacet } from './CheckboxFacet.tsx';
import { FilterSection } from './FilterSection.tsx';
import { MakeFacet } from './MakeFacet.tsx';
import { RangeFacet } from './RangeFacet.tsx';
import { SearchBox } from './SearchBox.tsx';
import type { SearchAppProps } from '../../views/search/search-app-props.ts';
import { useAppliedFilters } from './use-applied-filters.ts';

/** The sidebar (spec §2), also the content of the mobile drawer. */
export function FilterPanel(props: SearchAppProps & { idPrefix: string }) {
  const { facets, route, bounds, idPrefix, rememberOpenSections } = props;
  const { filters, clearAll } = useAppliedFilters(props);
  const offered = route.facets ? facets.filter((facet) => route.facets?.includes(facet.attribute)) : facets;
  const section = (id: string, title: string, open: boolean, body: (drawn: boolean) => React.ReactNode) => (
    <FilterSection
      key={id}
      id={id}
      idPrefix={idPrefix}
      title={title}
      defaultOpen={open}
      remember={rememberOpenSections}
    >
      {body}
    </FilterSection>
  );
  return (
    <div className="filter-panel">
      <SearchBox
        idPrefix={idPrefix}
        keywordPlaceholder={props.keywordSearch ? props.stockText.keywordPlaceholder : null}
      />
      {offered.map((facet, index) => {
        if (facet.kind === 'certified')
          return <CertifiedToggle key={facet.attribute} label={facet.label} idPrefix={idPrefix} />;
        if (facet.kind === 'makes')
          return section(facet.attribute, facet.label, true, () => (
            <MakeFacet
              label={facet.label}
              idPrefix={idPrefix}
              logos={props.makeLogos}
              imageCdn={props.cardOptions.imageCdn}
              modelsByMake={props.modelsByMake}
            />
          ));
        return section(facet.attribute, facet.label, index < 2, (drawn) => (
          <CheckboxFacet
            attribute={facet.attribute}
            label={facet.label}
            limit={facet.limit}
            idPrefix={idPrefix}
            drawn={drawn}
          />
        ));
      })}
      {route.facets
        ? null
        : RANGE_FIELDS.map((field) =>
            section(field, RANGE_TITLES[field], field === 'price', (drawn) => (
              <RangeFacet field={field} bounds={bounds[field]} idPrefix={idPrefix} drawn={drawn} />
            )),
          )}
      <button type="button" className="link-button" disabled={filters.length === 0} onClick={clearAll}>
        Clear all filters
      </button>
    </div>
  );
}
