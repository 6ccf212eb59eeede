import type { SimpleFuel } from '../schema/vocabulary.ts';
import type { GearboxId } from './gearboxes.ts';

type Drive =
  | 'Front Wheel Drive'
  | 'Rear Wheel Drive'
  | 'All Wheel Drive'
  | '4X4'
  | '4X2'
  | 'Chain Drive'
  | 'Belt Drive'
  | 'Shaft Drive';

/** An engine, gearbox and driveline combination as it appears in a car's specification. */
export interface Powertrain {
  /** Appended to the grade in the car's name: "GX Hybrid AWD". */
  label: string;
  fuel: string;
  simpleFuel: SimpleFuel;
  /** null for electric motors. */
  litres: number | null;
  cylinders: number | null;
  induction: 'Aspirated' | 'Turbo' | 'Twin Turbo' | 'Supercharged' | 'Electric';
  /** The first is the common one; the others appear on some cars. */
  gearboxes: GearboxId[];
  drive: Drive;
  /** Nm. */
  torque: number;
  /** L/100 km, or kWh/100 km for electric. */
  consumption: number;
  /** Tank litres, or battery kWh for electric. */
  tank: number;
}

const ULP = 'Unleaded Petrol';
const PULP = 'Premium Unleaded Petrol';
const DSL = 'Diesel';
const HEV = 'Petrol - Electric (Hybrid)';
const PHEV = 'Petrol - Electric (Plug-in Hybrid)';
const EV = 'Electric';

// prettier-ignore
type Spec = [label: string, fuel: string, litres: number | null, cylinders: number | null, induction: Powertrain['induction'], gearboxes: GearboxId[], drive: Drive, torque: number, consumption: number, tank: number];

const SIMPLE_FUEL: Record<string, SimpleFuel> = {
  [ULP]: 'Petrol',
  [PULP]: 'Petrol',
  [DSL]: 'Diesel',
  [HEV]: 'Hybrid',
  [PHEV]: 'Plug-in Hybrid',
  [EV]: 'Electric',
};

// Figures are typical of the Australian market; they are demo data, not a specification.
// prettier-ignore
const TABLE: Record<string, Spec> = {
  'p1.0t-fwd': ['', PULP, 1.0, 3, 'Turbo', ['dct7'], 'Front Wheel Drive', 170, 5.3, 42],
  'p1.2-fwd': ['', ULP, 1.2, 4, 'Aspirated', ['auto6', 'manual5'], 'Front Wheel Drive', 122, 5.0, 35],
  'p1.3t-fwd': ['', PULP, 1.3, 4, 'Turbo', ['dct7'], 'Front Wheel Drive', 250, 6.1, 55],
  'p1.5-fwd': ['', ULP, 1.5, 4, 'Aspirated', ['cvt', 'manual6'], 'Front Wheel Drive', 145, 5.6, 42],
  'p1.5t-fwd': ['', PULP, 1.5, 4, 'Turbo', ['dct7', 'cvt'], 'Front Wheel Drive', 250, 6.9, 55],
  'p1.5t-awd': ['AWD', PULP, 1.5, 4, 'Turbo', ['cvt'], 'All Wheel Drive', 250, 7.7, 60],
  'p1.6t-fwd': ['', PULP, 1.6, 4, 'Turbo', ['dct7'], 'Front Wheel Drive', 265, 7.0, 54],
  'p1.6t-awd': ['AWD', PULP, 1.6, 3, 'Turbo', ['manual6', 'auto8'], 'All Wheel Drive', 370, 8.2, 50],
  'p2.0-fwd': ['', ULP, 2.0, 4, 'Aspirated', ['cvt', 'auto6'], 'Front Wheel Drive', 200, 6.2, 50],
  'p2.0-awd': ['AWD', ULP, 2.0, 4, 'Aspirated', ['cvt'], 'All Wheel Drive', 196, 7.0, 63],
  'p2.0-rwd': ['', PULP, 2.0, 4, 'Aspirated', ['manual6', 'auto6'], 'Rear Wheel Drive', 205, 7.1, 45],
  'p2.0t-fwd': ['', PULP, 2.0, 4, 'Turbo', ['auto8', 'dct7'], 'Front Wheel Drive', 350, 7.6, 55],
  'p2.0t-awd': ['AWD', PULP, 2.0, 4, 'Turbo', ['auto8', 'dct7'], 'All Wheel Drive', 380, 8.1, 60],
  'p2.0t-4x4': ['4x4', PULP, 2.0, 4, 'Turbo', ['auto8'], '4X4', 400, 9.6, 81],
  'p2.3t-rwd': ['EcoBoost', PULP, 2.3, 4, 'Turbo', ['auto10'], 'Rear Wheel Drive', 475, 9.5, 61],
  'p2.4-fwd': ['', ULP, 2.4, 4, 'Aspirated', ['auto6', 'cvt'], 'Front Wheel Drive', 224, 8.0, 60],
  'p2.4-awd': ['AWD', ULP, 2.4, 4, 'Aspirated', ['auto9'], 'All Wheel Drive', 229, 8.6, 60],
  'p2.4-rwd': ['', PULP, 2.4, 4, 'Aspirated', ['manual6', 'auto6'], 'Rear Wheel Drive', 250, 8.8, 50],
  'p2.4t-awd': ['AWD', PULP, 2.4, 4, 'Turbo', ['auto8'], 'All Wheel Drive', 420, 8.9, 68],
  'p2.5-fwd': ['', ULP, 2.5, 4, 'Aspirated', ['auto6', 'cvt'], 'Front Wheel Drive', 252, 7.4, 56],
  'p2.5-awd': ['AWD', ULP, 2.5, 4, 'Aspirated', ['auto6', 'cvt'], 'All Wheel Drive', 252, 7.7, 58],
  'p2.5t-awd': ['Turbo AWD', PULP, 2.5, 4, 'Turbo', ['auto6'], 'All Wheel Drive', 420, 8.2, 58],
  'p2.7-4x2': ['Petrol', ULP, 2.7, 4, 'Aspirated', ['auto6', 'manual5'], '4X2', 245, 10.7, 80],
  'p3.0t-rwd': ['', PULP, 3.0, 6, 'Turbo', ['sports8', 'manual6'], 'Rear Wheel Drive', 500, 8.7, 52],
  'p3.0tt-rwd': ['', PULP, 3.0, 6, 'Twin Turbo', ['auto9', 'manual6'], 'Rear Wheel Drive', 475, 10.2, 62],
  'p3.0tt-4x4': ['4x4', PULP, 3.0, 6, 'Twin Turbo', ['auto10'], '4X4', 583, 12.9, 80],
  'p3.3t-awd': ['G50e AWD', PULP, 3.3, 6, 'Turbo', ['auto8'], 'All Wheel Drive', 500, 8.2, 74],
  'p3.4tt-4x4': ['4x4', PULP, 3.4, 6, 'Twin Turbo', ['auto10'], '4X4', 790, 14.5, 122],
  'p3.5v6-fwd': ['V6', ULP, 3.5, 6, 'Aspirated', ['auto8', 'auto6'], 'Front Wheel Drive', 355, 9.6, 72],
  'p3.5v6-awd': ['V6 AWD', ULP, 3.5, 6, 'Aspirated', ['auto9', 'auto8'], 'All Wheel Drive', 366, 10.5, 73],
  'p3.5v6-van': ['Petrol V6', ULP, 3.5, 6, 'Aspirated', ['auto6'], 'Rear Wheel Drive', 351, 12.0, 70],
  'p3.5v6tt-4x4': ['EcoBoost 4x4', PULP, 3.5, 6, 'Twin Turbo', ['auto10'], '4X4', 678, 13.4, 136],
  'p3.6v6-4x4': ['V6 4x4', ULP, 3.6, 6, 'Aspirated', ['auto8'], '4X4', 347, 10.3, 81],
  'p4.0v6-rwd': ['', ULP, 4.0, 6, 'Aspirated', ['auto6', 'manual6'], 'Rear Wheel Drive', 391, 10.7, 68],
  'p5.0v8-rwd': ['GT V8', PULP, 5.0, 8, 'Aspirated', ['auto10', 'manual6'], 'Rear Wheel Drive', 567, 12.9, 61],
  'p5.6v8-4x4': ['V8 4x4', PULP, 5.6, 8, 'Aspirated', ['auto7'], '4X4', 560, 14.4, 140],
  'p6.2v8-rwd': ['V8', PULP, 6.2, 8, 'Aspirated', ['auto6', 'manual6'], 'Rear Wheel Drive', 570, 12.6, 71],
  'h1.5-fwd': ['Hybrid', HEV, 1.5, 3, 'Aspirated', ['ecvt'], 'Front Wheel Drive', 120, 3.8, 36],
  'h1.5-awd': ['Hybrid AWD', HEV, 1.5, 3, 'Aspirated', ['ecvt'], 'All Wheel Drive', 120, 4.0, 36],
  'h1.5t-fwd': ['e-POWER', HEV, 1.5, 3, 'Turbo', ['reduction'], 'Front Wheel Drive', 330, 5.2, 55],
  'h1.5t-awd': ['e-POWER e-4ORCE', HEV, 1.5, 3, 'Turbo', ['reduction'], 'All Wheel Drive', 525, 6.1, 55],
  'h1.6t-fwd': ['Hybrid', HEV, 1.6, 4, 'Turbo', ['auto6'], 'Front Wheel Drive', 350, 4.9, 52],
  'h1.6t-awd': ['Hybrid AWD', HEV, 1.6, 4, 'Turbo', ['auto6'], 'All Wheel Drive', 350, 5.6, 67],
  'h1.8-fwd': ['Hybrid', HEV, 1.8, 4, 'Aspirated', ['ecvt'], 'Front Wheel Drive', 142, 4.0, 43],
  'h2.0-fwd': ['Hybrid', HEV, 2.0, 4, 'Aspirated', ['ecvt'], 'Front Wheel Drive', 188, 4.4, 43],
  'h2.0-awd': ['Hybrid AWD', HEV, 2.0, 4, 'Aspirated', ['ecvt'], 'All Wheel Drive', 188, 4.5, 43],
  'h2.5-fwd': ['Hybrid', HEV, 2.5, 4, 'Aspirated', ['ecvt'], 'Front Wheel Drive', 221, 4.7, 55],
  'h2.5-awd': ['Hybrid AWD', HEV, 2.5, 4, 'Aspirated', ['ecvt'], 'All Wheel Drive', 221, 4.8, 55],
  'phev-fwd': ['PHEV', PHEV, 1.5, 4, 'Turbo', ['reduction', 'dct7'], 'Front Wheel Drive', 300, 1.7, 55],
  'phev-awd': ['PHEV AWD', PHEV, 2.4, 4, 'Aspirated', ['reduction'], 'All Wheel Drive', 332, 1.9, 56],
  'phev-4x4': ['PHEV 4x4', PHEV, 2.3, 4, 'Turbo', ['auto6'], '4X4', 697, 3.5, 80],
  'ev-fwd': ['Electric', EV, null, null, 'Electric', ['reduction'], 'Front Wheel Drive', 268, 15.5, 64],
  'ev-rwd': ['Electric', EV, null, null, 'Electric', ['reduction'], 'Rear Wheel Drive', 350, 14.8, 77],
  'ev-awd': ['Electric AWD', EV, null, null, 'Electric', ['reduction'], 'All Wheel Drive', 605, 17.6, 82],
  'ev-van': ['Electric', EV, null, null, 'Electric', ['reduction'], 'Rear Wheel Drive', 430, 25.0, 68],
  'd1.9-4x2': ['4x2', DSL, 1.9, 4, 'Turbo', ['auto6', 'manual6'], '4X2', 350, 7.0, 76],
  'd2.0t-van': ['', DSL, 2.0, 4, 'Turbo', ['auto6', 'manual6'], 'Front Wheel Drive', 390, 7.2, 70],
  'd2.0bt-4x2': ['Bi-Turbo 4x2', DSL, 2.0, 4, 'Twin Turbo', ['auto10'], '4X2', 500, 7.4, 80],
  'd2.0bt-4x4': ['Bi-Turbo 4x4', DSL, 2.0, 4, 'Twin Turbo', ['auto10'], '4X4', 500, 7.6, 80],
  'd2.2-fwd': ['Diesel', DSL, 2.2, 4, 'Turbo', ['dct8', 'auto8'], 'Front Wheel Drive', 440, 6.5, 72],
  'd2.2-awd': ['Diesel AWD', DSL, 2.2, 4, 'Turbo', ['dct8', 'auto8'], 'All Wheel Drive', 440, 6.1, 67],
  'd2.2-4x4': ['Diesel 4x4', DSL, 2.2, 4, 'Turbo', ['auto8'], '4X4', 441, 8.0, 80],
  'd2.3bt-4x4': ['Twin Turbo 4x4', DSL, 2.3, 4, 'Twin Turbo', ['auto7', 'manual6'], '4X4', 450, 7.0, 80],
  'd2.3-4x2': ['4x2', DSL, 2.3, 4, 'Turbo', ['auto7', 'manual6'], '4X2', 403, 6.5, 80],
  'd2.4-4x2': ['Diesel 4x2', DSL, 2.4, 4, 'Turbo', ['auto6', 'manual6'], '4X2', 400, 7.8, 80],
  'd2.4-4x4': ['Diesel 4x4', DSL, 2.4, 4, 'Turbo', ['auto8'], '4X4', 430, 8.0, 68],
  'd2.4bt-4x4': ['Bi-Turbo 4x4', DSL, 2.4, 4, 'Twin Turbo', ['auto6', 'manual6'], '4X4', 470, 7.7, 75],
  'd2.5t-4x4': ['Diesel 4x4', DSL, 2.5, 4, 'Turbo', ['auto8'], '4X4', 520, 8.2, 80],
  'd2.8-4x2': ['Diesel 4x2', DSL, 2.8, 4, 'Turbo', ['auto6', 'manual6'], '4X2', 500, 7.8, 80],
  'd2.8-4x4': ['Diesel 4x4', DSL, 2.8, 4, 'Turbo', ['auto6', 'manual6'], '4X4', 500, 8.4, 80],
  'd2.8-mhev-4x4': ['V-Active 4x4', DSL, 2.8, 4, 'Turbo', ['auto8', 'auto6'], '4X4', 500, 7.6, 110],
  'd2.8-van': ['Diesel', DSL, 2.8, 4, 'Turbo', ['auto6'], 'Rear Wheel Drive', 450, 8.4, 70],
  'd3.0-4x4': ['Diesel 4x4', DSL, 3.0, 4, 'Turbo', ['auto6', 'manual6'], '4X4', 450, 8.0, 76],
  'd3.0v6-4x4': ['V6 4x4', DSL, 3.0, 6, 'Turbo', ['auto10'], '4X4', 600, 8.4, 80],
  'd3.3-awd': ['D50e AWD', DSL, 3.3, 6, 'Turbo', ['auto8'], 'All Wheel Drive', 550, 5.4, 58],
  'd3.3v6-4x4': ['Twin Turbo V6 4x4', DSL, 3.3, 6, 'Twin Turbo', ['auto10'], '4X4', 700, 8.9, 110],
  'd4.5v8-4x4': ['V8 4x4', DSL, 4.5, 8, 'Turbo', ['manual5'], '4X4', 430, 10.7, 130],
  'd4.5v8tt-4x4': ['Twin Turbo V8 4x4', DSL, 4.5, 8, 'Twin Turbo', ['auto6'], '4X4', 650, 9.5, 138],
  'm-single-300': ['', ULP, 0.3, 1, 'Aspirated', ['manual6'], 'Chain Drive', 28, 3.3, 13],
  'm-single-450': ['', ULP, 0.45, 1, 'Aspirated', ['manual6'], 'Chain Drive', 44, 3.9, 17],
  'm-single-650': ['', ULP, 0.65, 1, 'Aspirated', ['manual5'], 'Chain Drive', 55, 4.9, 13],
  'm-twin-400': ['', ULP, 0.4, 2, 'Aspirated', ['manual6'], 'Chain Drive', 37, 4.0, 14],
  'm-twin-700': ['', ULP, 0.7, 2, 'Aspirated', ['manual6'], 'Chain Drive', 67, 4.3, 16],
  'm-twin-1100': ['', ULP, 1.1, 2, 'Aspirated', ['dct6', 'manual6'], 'Chain Drive', 112, 5.0, 18],
  'm-triple-900': ['', PULP, 0.9, 3, 'Aspirated', ['manual6'], 'Chain Drive', 93, 5.3, 20],
  'm-four-1000': ['', PULP, 1.0, 4, 'Aspirated', ['manual6'], 'Chain Drive', 113, 6.4, 17],
  'm-vtwin-1900': ['', PULP, 1.9, 2, 'Aspirated', ['manual6'], 'Belt Drive', 168, 5.6, 22],
  'm-boxer-1300': ['', PULP, 1.3, 2, 'Aspirated', ['manual6'], 'Shaft Drive', 149, 4.8, 19],
  'm-scooter-300': ['', ULP, 0.3, 1, 'Aspirated', ['scooter'], 'Belt Drive', 29, 3.0, 13],
};

const POWERTRAINS: Record<string, Powertrain> = Object.fromEntries(
  Object.entries(TABLE).map(
    ([id, [label, fuel, litres, cylinders, induction, gearboxes, drive, torque, consumption, tank]]) => [
      id,
      {
        label,
        fuel,
        simpleFuel: SIMPLE_FUEL[fuel] ?? 'Petrol',
        litres,
        cylinders,
        induction,
        gearboxes,
        drive,
        torque,
        consumption,
        tank,
      },
    ],
  ),
);

export function powertrain(id: string): Powertrain {
  const found = POWERTRAINS[id];
  if (!found) throw new Error(`unknown powertrain "${id}" in the model data`);
  return found;
}
