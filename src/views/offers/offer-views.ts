import type { Offer } from '../../catalog/schema/offer.ts';
import { type OfferText, offerText } from '../../domain/text/offer-text.ts';
import { offerHref } from '../../site-urls.ts';
import { offersOrExit } from '../../catalog/content-for-build.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { findModelView, type ModelView, siteModelViews } from '../models/model-views.ts';

/** An offer ready to render as a card or a detail page. */
export interface OfferView {
  offer: Offer;
  href: string;
  /** The make and model the offer is for ("Toyota RAV4", "Toyota"), or null for a dealer-wide offer. */
  vehicle: string | null;
  /** spec §3 image_url, else the model's image (image_or_model_image). */
  image: string | null;
  description: OfferText;
  disclaimer: OfferText | null;
  /** The model's page (or its override_url), where the site shows that model. */
  model: { title: string; href: string } | null;
}

function offerView(offer: Offer, models: readonly ModelView[]): OfferView {
  const found =
    offer.manufacturer && offer.model ? findModelView(models, offer.manufacturer.name, offer.model.slug) : undefined;
  const overrideUrl = offer.model?.override_url;
  const vehicle = [offer.manufacturer?.name, offer.model?.name].filter(Boolean).join(' ') || null;
  return {
    offer,
    href: offerHref(offer),
    vehicle,
    image: offer.image_url ?? found?.model.image.url ?? null,
    description: offerText(offer.sanitized_description, 'description'),
    disclaimer: offer.disclaimer.trim() ? offerText(offer.disclaimer, 'disclaimer') : null,
    model: found
      ? { title: found.title, href: found.href }
      : overrideUrl && vehicle
        ? { title: vehicle, href: overrideUrl }
        : null,
  };
}

/**
 * The site's offers as views, each with its path split into segments for the route files:
 * its offers.json, or the offers given (tests).
 */
export function siteOfferViews(
  site: Site,
  offers: readonly Offer[] = offersOrExit(site),
): { view: OfferView; segments: string[] }[] {
  const { views: models } = siteModelViews(site);
  return offers.map((offer) => {
    const view = offerView(offer, models);
    return { view, segments: view.href.split('/').filter(Boolean).slice(1) };
  });
}
