import { SIMPLE_BODIES } from '../../catalog/schema/vocabulary.ts';
import { slugify } from '../../catalog/slug.ts';
import type { ModelView } from './model-views.ts';

export interface BodyGroup {
  body: string;
  /** The ?body= value and the section's data attribute: "people-mover". */
  key: string;
  models: ModelView[];
}

/** spec §2 /models?body={body-name}: the models by body, bodies in vocabulary order. */
export function groupByBody(views: readonly ModelView[]): BodyGroup[] {
  return SIMPLE_BODIES.map((body) => ({
    body,
    key: slugify(body),
    models: views.filter((view) => view.model.body === body),
  })).filter((group) => group.models.length > 0);
}

/**
 * The ?body= value as a group key: "SUV", "suv", "People Mover" and "people-mover" all name
 * a group. The page's inline script repeats this one line, before the first paint.
 */
export function bodyKey(value: string | null): string {
  return (value ?? '').trim().toLowerCase().replace(/\s+/g, '-');
}
