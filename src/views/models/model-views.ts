import { modelsForMake } from '../../catalog/models.ts';
import type { Model } from '../../catalog/schema/model.ts';
import { modelLabel } from '../../domain/text/model-label.ts';
import { makeSearchHref, modelAccessoriesHref, modelHref, modelPagePaths } from '../../site-urls.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { siteMakes } from '../../tenant/site-makes.ts';

/** A model as the models list, the model pages and the offer pages show it. */
export interface ModelView {
  model: Model;
  /** "Toyota RAV4". */
  title: string;
  /** Explore link: the model page, or the model's override_url (spec §2). */
  href: string;
  /** The path of the model page this site builds, or null (see modelPagePath). */
  pagePath: string | null;
  label: 'Upcoming' | 'All-New';
  /** spec §4 Model label: no Our Stock link for an upcoming model. */
  stockHref: string | null;
  accessoriesHref: string | null;
}

/**
 * Every model of the site's makes (discontinued ones too: the model menu lists them and
 * their page points at used stock), each make's in its priority order; a make without model data adds none. A model page
 * that would take another page's URL is listed in problems: the build stops on it.
 */
export function siteModelViews(site: Site): { views: ModelView[]; problems: string[] } {
  const models = siteMakes(site).flatMap((make) => modelsForMake(make));
  const { pages, problems } = modelPagePaths(site, models);
  const pathOf = new Map(pages.map((page) => [page.model, page.path]));
  const views = models.map((model): ModelView => {
    const pagePath = pathOf.get(model) ?? null;
    const { label, showOurStock } = modelLabel(model.status);
    return {
      model,
      title: `${model.manufacturer_name} ${model.name}`,
      href: modelHref(site, model),
      pagePath,
      label,
      stockHref: showOurStock ? makeSearchHref(model.manufacturer_name, model.name) : null,
      accessoriesHref: pagePath && model.accessories_count > 0 ? modelAccessoriesHref(site, model) : null,
    };
  });
  return { views, problems };
}

/** The site's view of a make's model (by slug), if the site shows that model. */
export function findModelView(views: readonly ModelView[], make: string, slug: string): ModelView | undefined {
  const name = make.trim().toLowerCase();
  return views.find((v) => v.model.slug === slug && v.model.manufacturer_name.toLowerCase() === name);
}
