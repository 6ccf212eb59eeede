import { useState, type ReactNode } from 'react';
import { useRefinementList } from 'react-instantsearch-core';
import { FacetOption, RefinementCheckbox } from './CheckboxFacet.tsx';
import { useOpenedOnce } from './use-opened-once.ts';
import { logoImageUrl } from '../../domain/images/image-cdn.ts';
import {
  DEFAULT_VISIBLE_MAKES,
  MODELS_LIST_LIMIT,
  splitPopularMakes,
  visibleMakes,
} from '../../domain/search/facets.ts';

type Item = ReturnType<typeof useRefinementList>['items'][number];

const domId = (...parts: string[]) => parts.join('-').replace(/[^A-Za-z0-9_-]/g, '-');

/** A button that shows or hides a list, saying which and whether it is shown. */
function DisclosureButton(props: { expanded: boolean; controls: string; onToggle(): void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="link-button"
      aria-expanded={props.expanded}
      aria-controls={props.controls}
      onClick={props.onToggle}
    >
      {props.children}
    </button>
  );
}

/** The models of one refined make, behind its 'Select models' toggle (spec §2, §9: 30 at most). */
function ModelList(props: {
  make: string;
  models: readonly string[];
  items: Item[];
  idPrefix: string;
  refine(value: string): void;
}) {
  const { make, models, items, idPrefix, refine } = props;
  const [open, setOpen] = useState(items.some((item) => item.isRefined && models.includes(item.value)));
  const drawn = useOpenedOnce(open);
  const listId = domId(idPrefix, 'models', make);
  const mine = items.filter((item) => models.includes(item.value)).slice(0, MODELS_LIST_LIMIT);
  return (
    <div className="make-models">
      <DisclosureButton expanded={open} controls={listId} onToggle={() => setOpen(!open)}>
        Select models
      </DisclosureButton>
      <fieldset id={listId} className="facet" hidden={!open}>
        <legend className="visually-hidden">{make} models</legend>
        <ul className="facet__list">
          {(drawn ? mine : []).map((item) => (
            <FacetOption
              key={item.value}
              id={domId(idPrefix, 'model', make, item.value)}
              label={item.label}
              count={item.count}
              checked={item.isRefined}
              onToggle={() => refine(item.value)}
            />
          ))}
        </ul>
      </fieldset>
    </div>
  );
}

/**
 * Make cards with logos (spec §2): 7 shown until 'Show all makes', popular makes (the first
 * 20 by stock) before the rest, and under each refined make its models.
 */
export function MakeFacet(props: {
  label: string;
  idPrefix: string;
  logos: Record<string, string>;
  /** images.cdn: the logos come through the image CDN. */
  imageCdn: string;
  modelsByMake: Record<string, string[]>;
}) {
  const { label, idPrefix, logos, imageCdn, modelsByMake } = props;
  const makes = useRefinementList({
    attribute: 'make',
    operator: 'or',
    limit: 200,
    sortBy: ['count:desc', 'name:asc'],
  });
  const models = useRefinementList({ attribute: 'model', operator: 'or', limit: 500, sortBy: ['name:asc'] });
  const [showAll, setShowAll] = useState(false);
  // refined makes always show, wherever they rank
  const shown = visibleMakes(makes.items, showAll);
  const extraRefined = showAll ? [] : makes.items.slice(DEFAULT_VISIBLE_MAKES).filter((item) => item.isRefined);
  const { popular, others } = splitPopularMakes([...shown, ...extraRefined]);
  const listId = domId(idPrefix, 'makes');

  const card = (item: Item) => {
    const id = domId(idPrefix, 'make', item.value);
    const logo = logos[item.value];
    return (
      <li key={item.value} className={item.isRefined ? 'make-card make-card--refined' : 'make-card'}>
        <RefinementCheckbox id={id} checked={item.isRefined} onToggle={() => makes.refine(item.value)} />
        <label htmlFor={id}>
          {logo ? (
            <img
              src={logoImageUrl(imageCdn, logo, 40)}
              className="logo-image"
              alt=""
              width="40"
              height="20"
              loading="lazy"
            />
          ) : null}
          <span>{item.label}</span> <span className="facet__count">({item.count})</span>
        </label>
        {item.isRefined ? (
          <ModelList
            make={item.value}
            models={modelsByMake[item.value] ?? []}
            items={models.items}
            idPrefix={idPrefix}
            refine={models.refine}
          />
        ) : null}
      </li>
    );
  };

  return (
    <fieldset className="facet facet--makes">
      <legend className="visually-hidden">{label}</legend>
      <ul id={listId} className="make-cards">
        {popular.map(card)}
      </ul>
      {others.length > 0 ? (
        <>
          <p className="make-cards__heading">Other makes</p>
          <ul className="make-cards">{others.map(card)}</ul>
        </>
      ) : null}
      {makes.items.length > DEFAULT_VISIBLE_MAKES ? (
        <DisclosureButton expanded={showAll} controls={listId} onToggle={() => setShowAll(!showAll)}>
          {showAll ? 'Hide extra makes' : 'Show all makes'}
        </DisclosureButton>
      ) : null}
    </fieldset>
  );
}
