import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../src/catalog/images/colours.ts';
import { makeLogoSvg } from '../../../src/catalog/images/make-logo.ts';
import { allManufacturers, manufacturerByName } from '../../../src/catalog/manufacturers.ts';

describe('manufacturers (spec §3: the static list holds about 140 makes)', () => {
  const makes = allManufacturers();

  it('holds about 140 makes with unique ids, names and slugs', () => {
    expect(makes.length).toBeGreaterThanOrEqual(130);
    expect(makes.length).toBeLessThanOrEqual(150);
    for (const key of ['id', 'name', 'slug'] as const)
      expect(new Set(makes.map((m) => m[key])).size).toBe(makes.length);
  });

  it('covers the group brands, caravan makes and motorcycle makes sold in Australia', () => {
    const names = [
      ...[
        'Toyota',
        'Kia',
        'Ford',
        'Jeep',
        'Mitsubishi',
        'Mazda',
        'MG',
        'Nissan',
        'Chery',
        'Holden',
        'Hyundai',
        'Mercedes-Benz',
      ],
      ...['Jayco', 'Avan', 'Coromal', 'Lotus Caravans', 'New Age', 'Crusader', 'Royal Flair', 'Zone RV'],
      ...['Honda', 'Yamaha', 'Kawasaki', 'Suzuki', 'Harley-Davidson', 'KTM', 'Ducati', 'Triumph', 'BMW Motorrad'],
    ];
    for (const name of names) expect(manufacturerByName(name), name).toBeDefined();
    expect(manufacturerByName('Jayco')?.kinds).toEqual(['caravan']);
    expect(manufacturerByName('Honda')?.kinds).toEqual(['car', 'motorcycle']);
  });

  it('finds makes by name whatever the case', () => {
    expect(manufacturerByName(' mercedes-benz ')?.slug).toBe('mercedes-benz');
  });

  it('points every logo at its generated badge', () => {
    for (const make of makes) expect(make.logo.url).toBe(`/img/makes/${make.slug}.svg`);
  });

  it('draws each logo as a badge whose lettering reads on its colour (WCAG 4.5:1)', () => {
    for (const make of makes) {
      const svg = makeLogoSvg(make);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 160 80"/);
      expect(svg).toContain(`aria-label="${make.name.replace(/&/g, '&amp;')}"`);
      const ink = /<g fill="(#[0-9a-f]{6})"/.exec(svg)?.[1] ?? '';
      expect(contrastRatio(ink, make.colour), make.name).toBeGreaterThanOrEqual(4.5);
    }
    expect(makeLogoSvg({ name: 'A & B', colour: '#ffffff' })).toContain('A &amp; B');
  });
});
