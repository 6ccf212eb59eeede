import * as v from 'valibot';
import chery from './data/models/chery.json' with { type: 'json' };
import ford from './data/models/ford.json' with { type: 'json' };
import jeep from './data/models/jeep.json' with { type: 'json' };
import kia from './data/models/kia.json' with { type: 'json' };
import mazda from './data/models/mazda.json' with { type: 'json' };
import mg from './data/models/mg.json' with { type: 'json' };
import mitsubishi from './data/models/mitsubishi.json' with { type: 'json' };
import nissan from './data/models/nissan.json' with { type: 'json' };
import toyota from './data/models/toyota.json' with { type: 'json' };
import { sortByPriority as sortModelsByPriority } from '../domain/text/models-menu.ts';
import { type Model, ModelSchema } from './schema/model.ts';
import { type ModelSpecs, ModelSpecsSchema } from './schema/model-specs.ts';

const ModelFileSchema = v.strictObject({
  make: v.string(),
  /** The model mega menu's categories in menu order, where the make defines them (spec §2). */
  menu_categories: v.optional(v.array(v.string())),
  /** spec §2: models are sorted by a fixed priority list of names. */
  priority: v.array(v.string()),
  models: v.array(v.strictObject({ ...ModelSchema.entries, specs: ModelSpecsSchema })),
});

type ModelFile = v.InferOutput<typeof ModelFileSchema>;

const FILES: readonly ModelFile[] = [toyota, kia, ford, jeep, mitsubishi, mazda, mg, nissan, chery].map((file) =>
  v.parse(ModelFileSchema, file),
);
const BY_MAKE = new Map(FILES.map((file) => [file.make.toLowerCase(), file]));

/**
 * A make's model mega menu categories, in menu order: the make's own list where its data
 * has one (Toyota, spec §2), else its whole range, its groupings, upcoming, discontinued.
 */
export function menuCategories(make: string): string[] {
  const file = BY_MAKE.get(make.trim().toLowerCase());
  if (!file) return [];
  return file.menu_categories ?? ['Cars', ...modelCategories(make), 'Upcoming', 'Discontinued'];
}

function withoutSpecs({ specs: _specs, ...model }: ModelFile['models'][number]): Model {
  return model;
}

/** Every model of a make, current, upcoming and discontinued, in priority order. */
export function modelsForMake(make: string): Model[] {
  const file = BY_MAKE.get(make.trim().toLowerCase());
  return file ? sortByPriority(file.models.map(withoutSpecs)) : [];
}

/** Each make's models in its priority list's order (spec §2), the rest by name. */
function sortByPriority(models: readonly Model[]): Model[] {
  const byMake = new Map<string, Model[]>();
  for (const model of models) {
    const make = model.manufacturer_name.toLowerCase();
    byMake.set(make, [...(byMake.get(make) ?? []), model]);
  }
  return [...byMake].flatMap(([make, group]) => sortModelsByPriority(group, BY_MAKE.get(make)?.priority ?? []));
}

/**
 * A mega-menu category's models, in priority order. "Cars" is the whole current range
 * (the menu's first tab), "Upcoming" and "Discontinued" follow the model status, and
 * every other category lists the models whose manufacturer_body, _body2 or _body3
 * names it (upcoming models included, discontinued ones only under Discontinued).
 */
export function modelsInCategory(make: string, category: string): Model[] {
  const models = modelsForMake(make);
  if (category === 'Cars') return models.filter((m) => m.status === 'available');
  if (category === 'Upcoming') return models.filter((m) => m.status === 'coming_soon');
  if (category === 'Discontinued') return models.filter((m) => m.status === 'discontinued');
  return models.filter(
    (m) =>
      m.status !== 'discontinued' &&
      [m.manufacturer_body, m.manufacturer_body2, m.manufacturer_body3].includes(category),
  );
}

/** The manufacturer groupings a make's models use, in first-seen priority order. */
function modelCategories(make: string): string[] {
  const seen = new Set<string>();
  for (const m of modelsForMake(make)) {
    for (const body of [m.manufacturer_body, m.manufacturer_body2, m.manufacturer_body3]) if (body) seen.add(body);
  }
  return [...seen];
}

/** A make's models in priority order with what the stock generator needs; empty without model data. */
export function modelSpecsForMake(make: string): { model: Model; specs: ModelSpecs }[] {
  const file = BY_MAKE.get(make.trim().toLowerCase());
  if (!file) return [];
  const specs = new Map(file.models.map((entry) => [entry.slug, entry.specs]));
  return sortByPriority(file.models.map(withoutSpecs)).flatMap((model) => {
    const found = specs.get(model.slug);
    return found ? [{ model, specs: found }] : [];
  });
}
