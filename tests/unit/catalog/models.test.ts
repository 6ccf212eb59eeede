import { describe, expect, it } from 'vitest';
import { stockModels } from '../../../src/catalog/generate/catalogue.ts';
import { powertrain } from '../../../src/catalog/generate/powertrains.ts';
import { parseCarImageKey } from '../../../src/catalog/images/car-image.ts';
import { manufacturerByName } from '../../../src/catalog/manufacturers.ts';
import { marketModels, usedMakeWeights } from '../../../src/catalog/market.ts';
import { menuCategories, modelSpecsForMake, modelsForMake, modelsInCategory } from '../../../src/catalog/models.ts';
import { VEHICLE_KINDS } from '../../../src/catalog/schema/vocabulary.ts';

/** The makes with a model file (src/catalog/data/models). */
const MAKES_WITH_MODELS = ['Toyota', 'Kia', 'Ford', 'Jeep', 'Mitsubishi', 'Mazda', 'MG', 'Nissan', 'Chery'];
const toyotaMenuCategories = menuCategories('Toyota');

describe('Toyota model mega menu (spec §2)', () => {
  it('lists the categories in menu order', () => {
    expect([...toyotaMenuCategories]).toEqual([
      'Cars',
      'Hatch & sedans',
      'SUVs & 4WDs',
      'Utes & Vans',
      'GR & performance',
      'Electrified',
      'Upcoming',
      'Discontinued',
    ]);
  });

  it('has models in every category, some models in several', () => {
    for (const category of toyotaMenuCategories)
      expect(modelsInCategory('Toyota', category).length, category).toBeGreaterThan(0);
    const hilux = toyotaMenuCategories.filter((category) =>
      modelsInCategory('Toyota', category).some((m) => m.name === 'HiLux'),
    );
    expect(hilux).toEqual(['Cars', 'Utes & Vans', 'GR & performance', 'Electrified']);
  });

  it('uses no grouping outside the menu', () => {
    const groupings = modelsForMake('Toyota').flatMap((m) => [
      m.manufacturer_body,
      m.manufacturer_body2,
      m.manufacturer_body3,
    ]);
    for (const category of groupings) if (category) expect(toyotaMenuCategories).toContain(category);
  });

  it('shows upcoming models (status coming_soon) under Upcoming and retired ones only under Discontinued', () => {
    const upcoming = modelsInCategory('Toyota', 'Upcoming');
    expect(upcoming.every((m) => m.status === 'coming_soon')).toBe(true);
    expect(modelsInCategory('Toyota', 'Cars').some((m) => m.status !== 'available')).toBe(false);
    const discontinued = modelsInCategory('Toyota', 'Discontinued').map((m) => m.name);
    expect(discontinued).toContain('LandCruiser 200');
    expect(modelsInCategory('Toyota', 'SUVs & 4WDs').map((m) => m.name)).not.toContain('LandCruiser 200');
    expect(modelsInCategory('Toyota', 'SUVs & 4WDs').map((m) => m.name)).toContain('C-HR+');
  });

  it('sorts models by the fixed priority list of names', () => {
    expect(
      modelsInCategory('Toyota', 'SUVs & 4WDs')
        .map((m) => m.name)
        .slice(0, 4),
    ).toEqual(['RAV4', 'LandCruiser 300', 'LandCruiser Prado', 'Corolla Cross']);
    expect(modelsInCategory('Toyota', 'Utes & Vans').map((m) => m.name)).toEqual([
      'HiLux',
      'LandCruiser 70',
      'HiAce',
      'Tundra',
    ]);
  });

  it('gives current models accessories counts and some override URLs', () => {
    const toyota = modelsForMake('Toyota');
    expect(toyota.filter((m) => m.status === 'available').every((m) => m.accessories_count > 0)).toBe(true);
    expect(toyota.some((m) => m.override_url !== null)).toBe(true);
  });
});

describe('model data of the group brands', () => {
  it('covers the current ranges of Toyota and the multi-brand group', () => {
    for (const make of MAKES_WITH_MODELS) {
      const models = modelsForMake(make);
      expect(models.filter((m) => m.status === 'available').length, make).toBeGreaterThanOrEqual(5);
      expect(new Set(models.map((m) => m.slug)).size).toBe(models.length);
      for (const model of models) expect(model.manufacturer_name).toBe(make);
    }
    expect(modelsForMake('kia')).toEqual(modelsForMake('Kia'));
    expect(modelsForMake('Jayco')).toEqual([]);
  });

  it('points every model image at a generated car image', () => {
    for (const make of MAKES_WITH_MODELS) {
      for (const model of modelsForMake(make)) {
        expect(parseCarImageKey(model.image.url)?.body, model.name).toBe(model.body);
        expect(parseCarImageKey(model.cloudfront_new_image_url ?? '')?.body).toBe(model.body);
      }
    }
  });
});

describe('what the generator knows about each model', () => {
  const everySpec = [
    ...MAKES_WITH_MODELS.flatMap((make) =>
      modelSpecsForMake(make).map(({ model, specs }) => ({ name: `${make} ${model.name}`, specs })),
    ),
    ...[...new Set(VEHICLE_KINDS.flatMap((kind) => usedMakeWeights(kind).map(([make]) => make)))].flatMap((make) =>
      marketModels(make).map((m) => ({ name: `${make} ${m.name}`, specs: m.specs })),
    ),
  ];

  it('names only known powertrains, with a sane price band and years', () => {
    for (const { name, specs } of everySpec) {
      for (const id of specs.powertrains) expect(() => powertrain(id), `${name}: ${id}`).not.toThrow();
      expect(specs.price[0], name).toBeLessThanOrEqual(specs.price[1]);
      expect(specs.years[0], name).toBeLessThanOrEqual(specs.years[1] ?? 2100);
    }
  });

  it('has models for every make the used market draws from', () => {
    for (const kind of VEHICLE_KINDS) {
      for (const [make] of usedMakeWeights(kind)) {
        expect(manufacturerByName(make)?.kinds, make).toContain(kind);
        expect(stockModels(make, kind).length, `${make} ${kind}`).toBeGreaterThan(0);
      }
    }
  });

  it('gives caravans their length and berths, and engines to everything else', () => {
    for (const { name, specs } of everySpec) {
      if (specs.caravan) expect(specs.powertrains, name).toEqual([]);
      else expect(specs.powertrains.length, name).toBeGreaterThan(0);
    }
  });
});
