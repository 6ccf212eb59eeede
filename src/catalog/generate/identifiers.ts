import type { AustralianState } from '../../tenant/schema/fields.ts';
import type { Random } from '../random.ts';
import type { VehicleKind } from '../schema/vocabulary.ts';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DIGITS = '0123456789';
const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

function chars(random: Random, alphabet: string, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += alphabet[random.int(0, alphabet.length - 1)];
  return out;
}

/**
 * A bijection on 0..modulus-1 (multiplier coprime to the modulus), so numbers derived
 * from a car's index never collide while still looking random.
 */
function scramble(index: number, modulus: number, multiplier: number, offset: number): number {
  return (index * multiplier + offset) % modulus;
}

/** "abc123": the unique tail of a vehicle slug. */
export function slugSuffix(index: number, seed: number): string {
  const modulus = 36 ** 6;
  let n = scramble(index, modulus, 1_679_597, (seed >>> 0) % modulus);
  let out = '';
  for (let i = 0; i < 6; i++) {
    out = (BASE36[n % 36] ?? '0') + out;
    n = Math.floor(n / 36);
  }
  return out;
}

const PREFIX = { new: 'N', demo: 'D', used: 'U' } as const;

export function stockNumber(index: number, seed: number, carType: keyof typeof PREFIX): string {
  return `${PREFIX[carType]}${10000 + scramble(index, 90000, 7919, (seed >>> 0) % 90000)}`;
}

// World manufacturer identifiers of the plants Australian stock mostly comes from.
const WMI: Record<string, string> = {
  Toyota: 'JTM',
  Kia: 'KNA',
  Ford: 'MPB',
  Jeep: '1C4',
  Mitsubishi: 'MMA',
  Mazda: 'JM0',
  MG: 'LSJ',
  Nissan: 'JN1',
  Chery: 'LVV',
  Hyundai: 'KMH',
  Honda: 'JHM',
  Volkswagen: 'WVW',
  Subaru: 'JF1',
  'Isuzu UTE': 'MPA',
  Holden: '6G1',
  'Mercedes-Benz': 'W1K',
  BMW: 'WBA',
  Audi: 'WAU',
  Tesla: 'LRW',
  Suzuki: 'JSA',
  Lexus: 'JTH',
  Volvo: 'YV1',
  'Land Rover': 'SAL',
  LDV: 'LSK',
  GWM: 'LGW',
  Haval: 'LGW',
  BYD: 'LGX',
  Skoda: 'TMB',
  Renault: 'VF1',
  Peugeot: 'VF3',
  Mini: 'WMW',
  Yamaha: 'JYA',
  Kawasaki: 'JKA',
  'Harley-Davidson': '1HD',
  KTM: 'VBK',
  Ducati: 'ZDM',
  Triumph: 'SMT',
  'BMW Motorrad': 'WB1',
  'Royal Enfield': 'ME3',
  CFMoto: 'LCE',
};
const MOTORCYCLE_WMI: Record<string, string> = { Honda: 'JH2', Suzuki: 'JS1' };
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY';

function yearCode(year: number): string {
  if (year >= 2010 && year < 2010 + YEAR_CODES.length) return YEAR_CODES[year - 2010] ?? '0';
  return String(Math.abs(year) % 10);
}

/** A 17-character VIN (no I, O or Q) whose serial is unique per car index. */
export function vin(
  random: Random,
  make: string,
  kind: VehicleKind,
  year: number,
  index: number,
  seed: number,
): string {
  // Australian-built trailers carry a 6xx identifier.
  const wmi =
    (kind === 'motorcycle' ? MOTORCYCLE_WMI[make] : undefined) ??
    WMI[make] ??
    (kind === 'caravan' ? `6${chars(random, LETTERS, 1)}9` : `6${chars(random, VIN_CHARS, 2)}`);
  const serial = String(100000 + scramble(index, 900000, 7_877, (seed >>> 0) % 900000)).slice(-6);
  return `${wmi}${chars(random, VIN_CHARS, 5)}${chars(random, DIGITS + 'X', 1)}${yearCode(year)}${chars(random, LETTERS, 1)}${serial}`;
}

export function nvic(random: Random): string {
  return `${chars(random, LETTERS, 3)}${chars(random, DIGITS, 2)}${chars(random, LETTERS, 1)}`;
}

/** A number plate in the format of the state the car is registered in. */
export function numberPlate(random: Random, state: AustralianState): string {
  const L = (n: number) => chars(random, LETTERS, n);
  const D = (n: number) => chars(random, DIGITS, n);
  switch (state) {
    case 'NSW':
      return `${L(2)}${D(2)}${L(2)}`;
    case 'VIC':
      return `${D(1)}${L(2)}${D(1)}${L(2)}`;
    case 'QLD':
      return `${D(3)}${L(3)}`;
    case 'WA':
      return `1${L(3)}${D(3)}`;
    case 'SA':
      return `S${D(3)}${L(3)}`;
    case 'TAS':
      return `${L(1)}${D(2)}${L(2)}`;
    case 'ACT':
      return `Y${L(2)}${D(2)}${L(1)}`;
    case 'NT':
      return `C${L(1)}${D(2)}${L(2)}`;
  }
}
