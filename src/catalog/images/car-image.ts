import { carImageHref, carImageKeyOfHref } from '../../site-urls.ts';
import { bodySlug, SIMPLE_BODIES, type SimpleBody } from '../schema/vocabulary.ts';
import { type Backdrop, backdropSvg, cabinSvg, wheelCloseUpSvg } from './car-scenes.ts';
import { CANVAS, SHAPES } from './car-shapes.ts';
import { COLOUR_FAMILIES, type ColourFamily, colourFamily, luminance, shade } from './colours.ts';

/** The photo angles a listing gets, in gallery order (the first is the card image). */
export const CAR_IMAGE_VIEWS = [
  'side',
  'front',
  'rear',
  'reverse',
  'wheel',
  'cabin',
  'studio',
  'studio-reverse',
] as const;
export type CarImageView = (typeof CAR_IMAGE_VIEWS)[number];

/** Where the image of a body, colour and view is published (src/pages/img/cars/[image].svg.ts). */
export function carImagePath(simpleBody: SimpleBody, colourName: string, view: CarImageView): string {
  return carImageHref(carImageKey(simpleBody, colourFamily(colourName), view));
}

export function carImageKey(simpleBody: SimpleBody, family: ColourFamily, view: CarImageView): string {
  return `${bodySlug(simpleBody)}-${family}-${view}`;
}

// A type alias, not an interface: Astro's props must fit Record<string, any>.
export type CarImageSpec = {
  body: SimpleBody;
  family: ColourFamily;
  view: CarImageView;
};

const BODY_BY_SLUG = new Map(SIMPLE_BODIES.map((body) => [bodySlug(body), body]));
// Longest first, so "studio-reverse" is not read as "reverse".
const VIEWS_LONGEST_FIRST = [...CAR_IMAGE_VIEWS].sort((a, b) => b.length - a.length);

/** Reads "people-mover-red-studio" (or a /img/cars/... path) back into its parts. */
export function parseCarImageKey(keyOrPath: string): CarImageSpec | undefined {
  const key = (carImageKeyOfHref(keyOrPath) ?? keyOrPath).replace(/\.svg$/, '');
  const view = VIEWS_LONGEST_FIRST.find((v) => key.endsWith(`-${v}`));
  if (!view) return undefined;
  const rest = key.slice(0, -(view.length + 1));
  const split = rest.lastIndexOf('-');
  const family = rest.slice(split + 1);
  const body = BODY_BY_SLUG.get(rest.slice(0, split));
  if (!body || !(family in COLOUR_FAMILIES)) return undefined;
  return { body, family: family as ColourFamily, view };
}

function zoom(x: number, y: number, scale: number): string {
  const { width, height } = CANVAS;
  return `translate(${width / 2} ${height / 2}) scale(${scale}) translate(${-x} ${-y})`;
}

/**
 * Each angle is its own picture: the car's pose in the frame and the setting it stands in
 * differ, and the wheel and the cabin are drawn as close-ups, so no photo of a listing is
 * a crop of another (the car is never magnified out of another view).
 */
const POSES: Record<CarImageView, { backdrop: Backdrop; pose: string } | 'wheel' | 'cabin'> = {
  side: { backdrop: 'yard', pose: '' },
  front: { backdrop: 'street', pose: threeQuarter(-0.045) },
  rear: { backdrop: 'dusk', pose: `${mirror()} ${threeQuarter(-0.045)}` },
  reverse: { backdrop: 'hills', pose: mirror() },
  wheel: 'wheel',
  cabin: 'cabin',
  studio: { backdrop: 'studio', pose: zoom(CANVAS.width / 2, 330, 0.84) },
  'studio-reverse': { backdrop: 'studio', pose: `${mirror()} ${zoom(CANVAS.width / 2, 330, 0.84)}` },
};

function mirror(): string {
  return `translate(${CANVAS.width} 0) scale(-1 1)`;
}

/** The car turned towards the camera: narrower, one end lower, about the middle of its ground line. */
function threeQuarter(slope: number): string {
  const { width, ground } = CANVAS;
  return `translate(${width / 2} ${ground}) matrix(0.8 ${slope} 0 1 0 0) translate(${-width / 2} ${-ground})`;
}

function wheelSvg(x: number, r: number): string {
  const cy = CANVAS.ground - r;
  const rim = Math.round(r * 0.62);
  const spokes = [0, 72, 144, 216, 288]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      return `M${x} ${cy} L${(x + Math.cos(a) * rim * 0.9).toFixed(1)} ${(cy + Math.sin(a) * rim * 0.9).toFixed(1)}`;
    })
    .join(' ');
  return (
    `<circle cx="${x}" cy="${cy}" r="${r}" fill="#202428"/>` +
    `<circle cx="${x}" cy="${cy}" r="${rim}" fill="#c9ced4" stroke="#8b929a" stroke-width="2"/>` +
    `<path d="${spokes}" stroke="#8b929a" stroke-width="${Math.max(3, Math.round(r / 9))}" stroke-linecap="round"/>` +
    `<circle cx="${x}" cy="${cy}" r="${Math.round(r * 0.16)}" fill="#6d747c"/>`
  );
}

const paths = (ds: string[], attrs: string) => ds.map((d) => `<path d="${d}" ${attrs}/>`).join('');

/**
 * A clean drawing of a vehicle of the given body in the given paint from one angle, in
 * that angle's setting, 800 x 600 (4:3). The demo stock's photos are these; nothing is
 * fetched. Pure: the same arguments give the same bytes.
 */
export function carImageSvg(simpleBody: SimpleBody, colourName: string, view: CarImageView): string {
  const shape = SHAPES[simpleBody];
  const family = colourFamily(colourName);
  const paint = COLOUR_FAMILIES[family];
  const edge = shade(paint, luminance(paint) > 0.5 ? -0.45 : -0.4);
  const id = carImageKey(simpleBody, family, view);
  const { width, height, ground } = CANVAS;
  const label = `${family[0]?.toUpperCase()}${family.slice(1)} ${simpleBody.toLowerCase()}, ${view.replace('-', ' ')} view`;
  const pose = POSES[view];
  const backdrop = backdropSvg(typeof pose === 'string' ? 'street' : pose.backdrop, id);
  const sheen = `<linearGradient id="${id}-sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="0.55" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.18"/></linearGradient>`;
  const picture =
    pose === 'wheel'
      ? wheelCloseUpSvg(paint, edge, `${id}-sheen`, wheelSvg)
      : pose === 'cabin'
        ? cabinSvg(paint, `${id}-bg`)
        : [
            backdrop.layers,
            `<g transform="${pose.pose}">`,
            `<ellipse cx="${width / 2}" cy="${ground + 4}" rx="350" ry="16" fill="#000000" opacity="0.16"/>`,
            paths(shape.metal, 'fill="#aeb5bd" stroke="#7d858e" stroke-width="2"'),
            paths([shape.body], `fill="${paint}" stroke="${edge}" stroke-width="3" stroke-linejoin="round"`),
            paths([shape.body], `fill="url(#${id}-sheen)"`),
            paths(shape.glass, 'fill="#2c3a47" stroke="#1d252d" stroke-width="2" stroke-linejoin="round"'),
            paths(shape.panels, `fill="${paint}" stroke="${edge}" stroke-width="1.5"`),
            paths(shape.trim, 'fill="#2a2f35"'),
            paths(shape.lines, `fill="none" stroke="${edge}" stroke-width="2.5" stroke-linecap="round"`),
            paths([shape.head], 'fill="#f6f2d8" stroke="#8b8f94" stroke-width="1.5"'),
            paths([shape.tail], 'fill="#c0262d" stroke="#7a1a1e" stroke-width="1.5"'),
            shape.wheels.map((w) => wheelSvg(w.x, w.r)).join(''),
            '</g>',
          ].join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}">`,
    `<defs>${backdrop.defs}${sheen}</defs>`,
    picture,
    '</svg>',
  ].join('');
}
