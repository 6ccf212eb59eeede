import { describe, expect, it } from 'vitest';
import {
  CAR_IMAGE_VIEWS,
  carImageKey,
  carImagePath,
  carImageSvg,
  parseCarImageKey,
} from '../../../src/catalog/images/car-image.ts';
import { COLOUR_FAMILIES, type ColourFamily, colourFamily } from '../../../src/catalog/images/colours.ts';
import { SIMPLE_BODIES } from '../../../src/catalog/schema/vocabulary.ts';

describe('generated car images', () => {
  it('draws every body in every view on a fixed 4:3 canvas, the same bytes each time', () => {
    for (const body of SIMPLE_BODIES) {
      for (const view of CAR_IMAGE_VIEWS) {
        const svg = carImageSvg(body, 'Soul Red Crystal', view);
        expect(svg).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 600" width="800" height="600"/,
        );
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/NaN|undefined/);
        expect(svg).toContain(COLOUR_FAMILIES.red);
        expect(carImageSvg(body, 'Soul Red Crystal', view)).toBe(svg);
      }
    }
  });

  it('gives every angle its own picture: no two share setting and pose, and none magnifies the car', () => {
    for (const body of SIMPLE_BODIES) {
      const pictures = CAR_IMAGE_VIEWS.map((view) => {
        const svg = carImageSvg(body, 'Saturn Blue', view);
        // the setting (its sky) and the car's pose, with the key's own name taken out of the ids
        return svg.replaceAll(carImageKey(body, 'blue', view), 'id').replace(/aria-label="[^"]*"/, '');
      });
      expect(new Set(pictures).size, body).toBe(CAR_IMAGE_VIEWS.length);
      for (const picture of pictures) {
        const scales = [...picture.matchAll(/scale\((-?[\d.]+)(?: (-?[\d.]+))?\)/g)].flatMap((m) =>
          [m[1], m[2]].filter(Boolean).map(Number),
        );
        for (const scale of scales) expect(Math.abs(scale), body).toBeLessThanOrEqual(1);
      }
    }
  });

  it('paints the car in its colour family', () => {
    const cases: [string, ColourFamily][] = [
      ['Glacier White', 'white'],
      ['Crystal Pearl', 'white'],
      ['Soul Red Crystal', 'red'],
      ['Eclipse Black', 'black'],
      ['Graphite', 'grey'],
      ['Granite Crystal', 'grey'],
      ['Silver Pearl', 'silver'],
      ['Saturn Blue', 'blue'],
      ['Oxide Bronze', 'bronze'],
      ['Zircon Sand', 'beige'],
      ['Sedona Orange', 'orange'],
      ['Something Unusual', 'silver'],
    ];
    for (const [name, family] of cases) expect(colourFamily(name), name).toBe(family);
  });

  it('publishes one path per body, colour family and view, and reads it back', () => {
    expect(carImagePath('SUV', 'Soul Red Crystal', 'side')).toBe('/img/cars/suv-red-side.svg');
    expect(carImagePath('People Mover', 'Glacier White', 'studio-reverse')).toBe(
      '/img/cars/people-mover-white-studio-reverse.svg',
    );
    for (const body of SIMPLE_BODIES) {
      for (const view of CAR_IMAGE_VIEWS) {
        expect(parseCarImageKey(carImageKey(body, 'grey', view))).toEqual({ body, family: 'grey', view });
      }
    }
    expect(parseCarImageKey('/img/cars/hovercraft-red-side.svg')).toBeUndefined();
    expect(parseCarImageKey('/img/cars/suv-tartan-side.svg')).toBeUndefined();
  });
});
