import type { SimpleBody } from '../schema/vocabulary.ts';

/** The images are drawn on an 800 x 600 canvas (4:3), vehicles facing left. */
export const CANVAS = { width: 800, height: 600, ground: 470 } as const;

type Point = readonly [number, number];

interface Wheel {
  x: number;
  r: number;
}

/** One vehicle outline: painted panels, glass, wheels, dark details and zoom targets. */
export interface Shape {
  body: string;
  glass: string[];
  /** Panels drawn in the paint colour over the glass (pillars, doors). */
  panels: string[];
  /** Dark trim: tyres' guards, bars, seats, lines. */
  trim: string[];
  /** Unpainted metal (trays, drawbars, exhausts). */
  metal: string[];
  lines: string[];
  head: string;
  tail: string;
  wheels: Wheel[];
}

const pts = (points: readonly Point[]) => points.map(([x, y]) => `${x} ${y}`).join(' L');

/**
 * A closed outline: along the top from the front bumper to the rear one, then back
 * along the sill with an arch cut over each wheel.
 */
function outline(top: readonly Point[], sill: number, arches: readonly Wheel[]): string {
  const centreY = (w: Wheel) => CANVAS.ground - w.r;
  let d = `M${pts(top)}`;
  for (const wheel of [...arches].sort((a, b) => b.x - a.x)) {
    const archR = wheel.r + 8;
    const dy = sill - centreY(wheel);
    const half = Math.sqrt(Math.max(archR * archR - dy * dy, 0));
    d += ` L${(wheel.x + half).toFixed(1)} ${sill} A${archR} ${archR} 0 1 0 ${(wheel.x - half).toFixed(1)} ${sill}`;
  }
  const first = top[0];
  return first ? `${d} L${first[0]} ${sill} Z` : d;
}

const poly = (points: readonly Point[]) => `M${pts(points)} Z`;
const rect = (x: number, y: number, w: number, h: number, r = 0) =>
  r
    ? `M${x + r} ${y} H${x + w - r} Q${x + w} ${y} ${x + w} ${y + r} V${y + h - r} Q${x + w} ${y + h} ${x + w - r} ${y + h} H${x + r} Q${x} ${y + h} ${x} ${y + h - r} V${y + r} Q${x} ${y} ${x + r} ${y} Z`
    : `M${x} ${y} H${x + w} V${y + h} H${x} Z`;
const line = (a: Point, b: Point) => `M${a[0]} ${a[1]} L${b[0]} ${b[1]}`;

function car(
  top: Point[],
  sill: number,
  wheels: Wheel[],
  glass: Point[],
  pillars: number[],
  doorLines: number[],
  extra: Partial<Pick<Shape, 'trim' | 'metal' | 'lines'>> = {},
): Shape {
  const front = top[2] ?? [90, 370];
  const rear = top[top.length - 3] ?? [710, 370];
  const glassTop = Math.min(...glass.map(([, y]) => y));
  const glassBottom = Math.max(...glass.map(([, y]) => y));
  return {
    body: outline(top, sill, wheels),
    glass: [poly(glass)],
    panels: pillars.map((x) => rect(x - 7, glassTop - 4, 14, glassBottom - glassTop + 8)),
    trim: extra.trim ?? [],
    metal: extra.metal ?? [],
    lines: [...doorLines.map((x) => line([x, glassBottom + 4], [x + 4, sill - 14])), ...(extra.lines ?? [])],
    head: poly([
      [front[0] + 4, front[1] + 2],
      [front[0] + 46, front[1] - 4],
      [front[0] + 44, front[1] + 12],
      [front[0] + 8, front[1] + 16],
    ]),
    tail: poly([
      [rear[0] - 26, rear[1] - 2],
      [rear[0] + 2, rear[1]],
      [rear[0] + 2, rear[1] + 18],
      [rear[0] - 24, rear[1] + 16],
    ]),
    wheels,
  };
}

// prettier-ignore
const sedan = car(
  [[82, 432], [78, 394], [94, 366], [172, 350], [304, 336], [384, 274], [530, 270], [622, 328], [712, 338], [722, 372], [716, 432]],
  432,
  [{ x: 200, r: 46 }, { x: 600, r: 46 }],
  [[318, 336], [388, 280], [522, 277], [604, 330]],
  [456],
  [330, 458],
);

// prettier-ignore
const hatch = car(
  [[106, 432], [102, 396], [116, 368], [190, 352], [306, 338], [382, 276], [570, 268], [650, 286], [674, 330], [686, 380], [682, 432]],
  432,
  [{ x: 215, r: 45 }, { x: 585, r: 45 }],
  [[320, 338], [388, 282], [562, 276], [636, 290], [650, 332]],
  [478],
  [340, 482],
);

// prettier-ignore
const suv = car(
  [[78, 428], [74, 380], [90, 346], [170, 330], [298, 318], [366, 240], [618, 234], [700, 246], [716, 300], [722, 372], [716, 428]],
  428,
  [{ x: 200, r: 52 }, { x: 596, r: 52 }],
  [[314, 318], [372, 248], [612, 244], [690, 256], [700, 312]],
  [470, 600],
  [322, 474],
  { trim: [rect(380, 226, 270, 8, 4)] },
);

// prettier-ignore
const ute = car(
  [[74, 428], [70, 380], [86, 348], [164, 332], [290, 322], [352, 246], [520, 242], [540, 250], [548, 318], [726, 318], [730, 380], [724, 428]],
  428,
  [{ x: 196, r: 52 }, { x: 612, r: 52 }],
  [[306, 322], [358, 252], [514, 249], [530, 258], [534, 320]],
  [422],
  [312, 428],
  { lines: [line([552, 330], [722, 330]), line([718, 322], [718, 424])], trim: [rect(560, 268, 8, 50), rect(560, 268, 150, 8, 3)] },
);

// prettier-ignore
const van = car(
  [[74, 430], [70, 370], [84, 330], [150, 306], [214, 214], [250, 196], [700, 194], [724, 206], [730, 300], [728, 430]],
  430,
  [{ x: 190, r: 46 }, { x: 614, r: 46 }],
  [[160, 304], [220, 216], [258, 204], [300, 204], [300, 300]],
  [],
  [304, 470],
  { lines: [line([100, 364], [726, 364]), line([304, 200], [304, 300])] },
);

// prettier-ignore
const wagon = car(
  [[82, 432], [78, 394], [94, 366], [172, 350], [300, 336], [380, 274], [640, 268], [704, 288], [716, 340], [722, 380], [716, 432]],
  432,
  [{ x: 200, r: 47 }, { x: 604, r: 47 }],
  [[314, 336], [386, 280], [634, 276], [692, 292], [700, 334]],
  [470, 590],
  [326, 474],
  { trim: [rect(400, 262, 230, 6, 3)] },
);

// prettier-ignore
const coupe = car(
  [[80, 434], [76, 398], [92, 374], [200, 356], [330, 342], [420, 284], [520, 282], [650, 340], [716, 350], [724, 384], [716, 434]],
  434,
  [{ x: 204, r: 46 }, { x: 606, r: 46 }],
  [[344, 342], [424, 290], [516, 288], [612, 338]],
  [],
  [480],
);

// prettier-ignore
const convertible = car(
  [[80, 434], [76, 398], [92, 374], [200, 356], [330, 342], [372, 300], [384, 300], [400, 344], [650, 344], [716, 350], [724, 384], [716, 434]],
  434,
  [{ x: 204, r: 46 }, { x: 606, r: 46 }],
  [[338, 342], [372, 302], [382, 302], [362, 342]],
  [],
  [470],
  { trim: [rect(452, 308, 30, 38, 10), rect(540, 308, 30, 38, 10)] },
);

// prettier-ignore
const peopleMover = car(
  [[74, 430], [70, 376], [86, 344], [150, 322], [262, 300], [330, 222], [660, 214], [716, 230], [726, 300], [728, 430]],
  430,
  [{ x: 196, r: 48 }, { x: 606, r: 48 }],
  [[274, 300], [336, 230], [654, 224], [706, 238], [714, 300]],
  [420, 560],
  [282, 424],
  { lines: [line([424, 308], [556, 308])] },
);

function cabChassis(): Shape {
  const cab = car(
    [
      [74, 430],
      [70, 382],
      [86, 350],
      [160, 334],
      [262, 324],
      [318, 244],
      [430, 240],
      [446, 250],
      [452, 430],
    ],
    430,
    [{ x: 196, r: 52 }],
    [
      [276, 324],
      [322, 252],
      [424, 248],
      [438, 256],
      [440, 322],
    ],
    [],
    [300],
  );
  return {
    ...cab,
    wheels: [
      { x: 196, r: 52 },
      { x: 620, r: 52 },
    ],
    trim: [rect(452, 372, 280, 18)],
    metal: [rect(462, 330, 270, 22, 2), rect(462, 266, 12, 66), rect(462, 266, 60, 10, 2)],
    tail: poly([
      [724, 354],
      [734, 354],
      [734, 370],
      [724, 370],
    ]),
  };
}

function motorcycle(): Shape {
  return {
    body: 'M300 236 L336 248 L346 302 L300 304 Z M332 254 Q400 214 476 236 L486 282 L346 292 Z M600 256 L664 244 L652 282 L602 288 Z',
    glass: ['M300 236 L286 196 L318 206 L332 246 Z'],
    panels: [],
    trim: [
      'M476 244 L604 254 L612 272 L482 282 Z',
      'M362 292 L474 290 L486 364 L384 372 Z',
      rect(316, 210, 10, 30),
      'M196 306 Q230 282 270 300 L266 310 Q230 296 200 314 Z',
    ],
    metal: [
      'M470 356 L604 344 L606 356 L474 370 Z',
      'M302 244 L318 250 L238 392 L224 388 Z',
      'M466 338 L482 346 L576 394 L564 400 Z',
      'M304 212 L350 200 L352 208 L306 220 Z',
    ],
    lines: [],
    head: 'M290 250 L304 244 L308 270 L292 272 Z',
    tail: 'M656 250 L668 248 L664 262 L654 262 Z',
    wheels: [
      { x: 230, r: 80 },
      { x: 570, r: 80 },
    ],
  };
}

function caravan(tandem: boolean): Shape {
  const wheels = tandem
    ? [
        { x: 472, r: 40 },
        { x: 560, r: 40 },
      ]
    : [{ x: 516, r: 42 }];
  return {
    body: 'M172 410 L170 252 Q172 202 232 198 L688 192 Q726 192 728 232 L730 410 Z',
    glass: [
      'M192 246 Q196 234 252 230 L252 300 L192 304 Z',
      rect(300, 244, 110, 56, 10),
      rect(570, 244, 110, 56, 10),
      rect(452, 258, 40, 50, 6),
    ],
    panels: [],
    trim: [tandem ? 'M420 412 A58 58 0 0 1 612 412 Z' : 'M462 412 A56 56 0 0 1 570 412 Z'],
    metal: ['M172 392 L60 438 L66 446 L172 404 Z', rect(84, 430, 10, 30)],
    lines: [
      line([446, 246], [446, 406]),
      line([498, 246], [498, 406]),
      line([446, 246], [498, 246]),
      line([176, 340], [726, 340]),
    ],
    head: rect(176, 370, 10, 18),
    tail: rect(718, 370, 10, 18),
    wheels,
  };
}

function camperTrailer(): Shape {
  return {
    body: 'M250 422 L250 330 L622 330 L622 422 Z',
    glass: [],
    panels: [],
    trim: ['M400 424 A52 52 0 0 1 504 424 Z'],
    metal: ['M250 400 L110 432 L114 442 L250 412 Z', rect(134, 426, 9, 32), 'M262 330 L286 262 L604 262 L612 330 Z'],
    lines: [line([262, 352], [610, 352]), line([436, 330], [436, 420]), line([286, 262], [604, 262])],
    head: rect(254, 392, 8, 14),
    tail: rect(612, 392, 8, 14),
    wheels: [{ x: 452, r: 42 }],
  };
}

export const SHAPES: Record<SimpleBody, Shape> = {
  Sedan: sedan,
  Hatch: hatch,
  SUV: suv,
  Ute: ute,
  Van: van,
  Wagon: wagon,
  Coupe: coupe,
  Convertible: convertible,
  'People Mover': peopleMover,
  'Cab Chassis': cabChassis(),
  Motorcycle: motorcycle(),
  Caravan: caravan(true),
  'Camper Trailer': camperTrailer(),
};
