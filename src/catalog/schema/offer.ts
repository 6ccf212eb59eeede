import * as v from 'valibot';
import { linkTarget, sitePath, slug } from '../../tenant/schema/fields.ts';

const OFFER_CATEGORIES = [
  'Finance offer',
  'Drive away offer',
  'Bonus offer',
  'Service offer',
  'Fleet offer',
  'Accessories offer',
] as const;

/** spec §3 Offer, as marketing writes it in tenants/<slug>/offers.json. */
const OfferSchema = v.strictObject({
  /** The offer page is /offers/{id} or /offers/{manufacturer slug}/{id}. */
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.pipe(v.string(), v.nonEmpty()),
  /** May hold simple HTML; the loader keeps only what rich-text.ts allows (p, br, strong, em, lists, links). */
  description: v.pipe(v.string(), v.nonEmpty()),
  /** The description as plain text (cards truncate it at 160 characters, spec §9). */
  sanitized_description: v.pipe(v.string(), v.nonEmpty()),
  disclaimer: v.string(),
  category: v.picklist(OFFER_CATEGORIES),
  image_url: v.nullable(sitePath),
  /** The make the offer is for; null for a dealer-wide offer (servicing, finance on any car). */
  manufacturer: v.nullable(v.strictObject({ name: v.pipe(v.string(), v.nonEmpty()) })),
  model: v.nullable(
    v.strictObject({
      name: v.pipe(v.string(), v.nonEmpty()),
      slug,
      /** Rendered as a link: a site path or an http(s) URL, like a model's own override_url. */
      override_url: v.nullable(linkTarget),
    }),
  ),
  /** Website ids (site.json "id") that must not show this offer. */
  excluded_website_ids: v.array(v.pipe(v.number(), v.integer())),
});

export const OffersFileSchema = v.array(OfferSchema);

export type Offer = v.InferOutput<typeof OfferSchema>;
