import { CANVAS } from './car-shapes.ts';

/**
 * The settings the generated photos are taken in: each angle of a listing gets its own, so
 * no photo of a car is a crop of another (a close-up is drawn as its own picture, not a
 * zoom into the side view). 800 x 600 like the cars.
 */
export type Backdrop = 'yard' | 'street' | 'dusk' | 'hills' | 'studio';

const { width, height, ground } = CANVAS;

function gradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

const SKIES: Record<Backdrop, [string, string, string]> = {
  yard: ['#f1f4f7', '#dde3e9', '#cfd6dd'],
  street: ['#dbe9f5', '#eef3f7', '#b9c0c8'],
  dusk: ['#f7c9a0', '#f6ece1', '#a9a3a0'],
  hills: ['#cfe3f1', '#f2f6f8', '#c7cfc0'],
  studio: ['#ffffff', '#e4e7eb', '#d9dde2'],
};

/** What stands behind the car in each setting, above the ground line. */
function scenery(backdrop: Backdrop): string {
  switch (backdrop) {
    case 'yard':
      return '';
    case 'street':
      return (
        [
          [20, 250, 150, '#aab3bd'],
          [180, 190, 120, '#c2c9d1'],
          [310, 280, 170, '#9ea8b3'],
          [490, 220, 110, '#b7bfc8'],
          [610, 170, 170, '#a5aeb8'],
        ]
          .map(
            ([x, top, w, fill]) =>
              `<rect x="${x}" y="${top}" width="${w}" height="${ground - Number(top)}" fill="${fill}"/>`,
          )
          .join('') + `<rect y="${ground - 6}" width="${width}" height="10" fill="#8e969f"/>`
      );
    case 'dusk':
      return `<circle cx="640" cy="300" r="70" fill="#fbe3b5" opacity="0.9"/>`;
    case 'hills':
      return `<path d="M0 ${ground} L0 360 C160 300 260 330 380 350 C520 300 640 290 800 340 L800 ${ground} Z" fill="#b5c4b0"/>`;
    case 'studio':
      return `<ellipse cx="${width / 2}" cy="230" rx="330" ry="200" fill="#ffffff" opacity="0.7"/>`;
  }
}

/** The sky, the setting's scenery and its ground, with the sky's gradient in `defs`. */
export function backdropSvg(backdrop: Backdrop, id: string): { defs: string; layers: string } {
  const [top, bottom, floor] = SKIES[backdrop];
  return {
    defs: gradient(`${id}-bg`, top, bottom),
    layers: [
      `<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>`,
      scenery(backdrop),
      `<rect y="${ground}" width="${width}" height="${height - ground}" fill="${floor}"/>`,
    ].join(''),
  };
}

/** A close-up of a wheel in its arch, framed by the painted panel around it. */
export function wheelCloseUpSvg(
  paint: string,
  edge: string,
  sheen: string,
  wheel: (x: number, r: number) => string,
): string {
  return [
    `<rect width="${width}" height="${height}" fill="${paint}"/>`,
    `<rect width="${width}" height="${height}" fill="url(#${sheen})"/>`,
    `<path d="M0 150 L${width} 130" stroke="${edge}" stroke-width="4" fill="none"/>`,
    `<circle cx="${width / 2}" cy="${ground - 200}" r="250" fill="#1b1f23" stroke="${edge}" stroke-width="6"/>`,
    `<rect y="${ground + 20}" width="${width}" height="${height - ground - 20}" fill="#6b7178"/>`,
    wheel(width / 2, 220),
  ].join('');
}

/** The cabin from the driver's seat: windscreen, dash with a strip in the paint, wheel and screen. */
export function cabinSvg(paint: string, sky: string): string {
  return [
    `<rect width="${width}" height="${height}" fill="url(#${sky})"/>`,
    '<path d="M0 0 L150 0 L40 300 L0 320 Z M800 0 L650 0 L760 300 L800 320 Z" fill="#23272c"/>',
    '<path d="M0 300 C200 250 600 250 800 300 L800 600 L0 600 Z" fill="#2a2f35"/>',
    `<path d="M0 345 C200 300 600 300 800 345 L800 362 C600 317 200 317 0 362 Z" fill="${paint}"/>`,
    '<rect x="470" y="380" width="170" height="100" rx="10" fill="#0e1a26" stroke="#4a525c" stroke-width="3"/>',
    '<rect x="486" y="396" width="138" height="68" rx="4" fill="#2d6f9e" opacity="0.8"/>',
    '<circle cx="270" cy="470" r="135" fill="none" stroke="#16191d" stroke-width="26"/>',
    '<path d="M150 470 L390 470 M270 470 L270 600" stroke="#16191d" stroke-width="22"/>',
    '<circle cx="270" cy="470" r="40" fill="#3a4048"/>',
  ].join('');
}
