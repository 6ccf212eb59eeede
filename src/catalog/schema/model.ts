import * as v from 'valibot';
import { linkTarget, slug } from '../../tenant/schema/fields.ts';
import { SIMPLE_BODIES } from './vocabulary.ts';

/** 'coming_soon' is labelled Upcoming and has no Our Stock button (spec §4 Model label). */
const MODEL_STATUSES = ['available', 'coming_soon', 'discontinued'] as const;
export type ModelStatus = (typeof MODEL_STATUSES)[number];

/** spec §3 Model. */
export const ModelSchema = v.strictObject({
  name: v.pipe(v.string(), v.nonEmpty()),
  slug,
  manufacturer_name: v.pipe(v.string(), v.nonEmpty()),
  /** The body type behind /models?body={body-name}. */
  body: v.picklist(SIMPLE_BODIES),
  /** The manufacturer's own groupings (Toyota's mega-menu categories); up to three per model. */
  manufacturer_body: v.nullable(v.string()),
  manufacturer_body2: v.nullable(v.string()),
  manufacturer_body3: v.nullable(v.string()),
  /** Where the model link goes instead of /{slug} (spec §2). */
  override_url: v.nullable(linkTarget),
  image: v.strictObject({ url: v.string() }),
  cloudfront_new_image_url: v.nullable(v.string()),
  accessories_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  status: v.picklist(MODEL_STATUSES),
});

export type Model = v.InferOutput<typeof ModelSchema>;
