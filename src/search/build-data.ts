import { buildTime } from '../catalog/build-time.ts';
import { inventoryForBuild } from '../catalog/inventory/for-build.ts';
import { manufacturerByName } from '../catalog/manufacturers.ts';
import { modelsForMake } from '../catalog/models.ts';
import { baseStockFilter } from '../domain/search/base-stock.ts';
import { rangeSliderBounds, type SliderBounds } from '../domain/search/sliders.ts';
import type { Site } from '../tenant/schema/site.ts';
import { siteMakes } from '../tenant/site-makes.ts';
import { RANGE_FIELDS, type RangeField, type SearchDocument } from './document.ts';
import type { LinkedModels } from './landing-pages.ts';
import { buildEmbeddedIndex, runEmbeddedQuery } from './embedded/engine.ts';
import type { QueryRunner } from './embedded/search-client.ts';
import { tenantDocuments } from './tenant-documents.ts';

/**
 * What a build knows about a tenant's search, computed once per process: the documents the
 * browser downloads (cars the base stock filter can never show are left out), the engine
 * that renders each route's first page, and the slider bounds.
 */
export interface SearchBuildData {
  documents: SearchDocument[];
  run: QueryRunner;
  bounds: Record<RangeField, SliderBounds>;
  modelsByMake: Record<string, string[]>;
  makeLogos: Record<string, string>;
  /** The catalogue models of the site's makes: their pages link to a search, in stock or not. */
  linked: LinkedModels;
}

const cache = new Map<string, Promise<SearchBuildData>>();

function boundsOf(documents: readonly SearchDocument[], field: RangeField): SliderBounds {
  const values = documents.map((document) => document[field]).filter((v): v is number => typeof v === 'number');
  if (values.length === 0) return rangeSliderBounds(undefined);
  return rangeSliderBounds({ min: Math.min(...values), max: Math.max(...values) });
}

async function load(site: Site): Promise<SearchBuildData> {
  const { cars } = await inventoryForBuild(site);
  const now = buildTime();
  const { documents } = tenantDocuments(site, cars, now);
  const index = buildEmbeddedIndex(documents, baseStockFilter(site.search.baseStock, now));
  const modelsByMake: Record<string, string[]> = {};
  for (const document of documents) {
    const models = (modelsByMake[document.make] ??= []);
    if (!models.includes(document.model)) models.push(document.model);
  }
  for (const models of Object.values(modelsByMake)) models.sort((a, b) => a.localeCompare(b));
  const makeLogos: Record<string, string> = {};
  for (const make of Object.keys(modelsByMake)) {
    const manufacturer = manufacturerByName(make);
    if (manufacturer) makeLogos[make] = manufacturer.logo.url;
  }
  const linked = Object.fromEntries(
    siteMakes(site).map((make) => [make, modelsForMake(make).map((model) => model.name)]),
  );
  return {
    documents,
    linked,
    run: (query) => runEmbeddedQuery(index, query),
    bounds: Object.fromEntries(RANGE_FIELDS.map((field) => [field, boundsOf(documents, field)])) as Record<
      RangeField,
      SliderBounds
    >,
    modelsByMake,
    makeLogos,
  };
}

export function searchBuildData(site: Site): Promise<SearchBuildData> {
  let loaded = cache.get(site.slug);
  if (!loaded) {
    loaded = load(site);
    cache.set(site.slug, loaded);
  }
  return loaded;
}
