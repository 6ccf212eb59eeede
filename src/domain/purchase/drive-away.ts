import type { Car } from '../../catalog/schema/car.ts';
import type { OnRoadCostsTable } from '../../catalog/schema/on-road-costs.ts';
import type { AustralianState } from '../../tenant/schema/fields.ts';
import type { OnRoadCosts } from '../../tenant/schema/on-road-costs.ts';
import { showsPrice } from '../price/price-display.ts';
import { dutyScale, stampDuty, type DutyVehicle } from './stamp-duty.ts';

/**
 * The online purchase's step 1 (issue 28): the car's drive-away price for the buyer's
 * state, as an estimate with its parts: the price, stamp duty by the state's formula, 12
 * months' registration and CTP from the catalogue's dated table (or the tenant's own
 * figures), and the dealer's delivery fee.
 */

const LABELS = {
  price: 'Vehicle price',
  stampDuty: 'Stamp duty',
  registration: 'Registration (12 months)',
  ctp: 'CTP insurance',
  dealerDelivery: 'Dealer delivery',
} as const;

type PartKey = keyof typeof LABELS;

interface DriveAwayPart {
  key: PartKey;
  /** What the page shows. */
  label: (typeof LABELS)[PartKey];
  /** AUD, to the cent. */
  amount: number;
  /** A word beside the amount: 'Included in registration', the duty scale applied... */
  note: string | null;
}

interface DriveAwayEstimate {
  state: AustralianState;
  /** In the order the page lists them; dealer delivery only when there is a fee. */
  parts: DriveAwayPart[];
  /** The sum of the parts, AUD. */
  total: number;
  /** Registration and CTP are typical figures: the page says 'estimate'. */
  estimate: true;
  /** The day the table's figures were last checked against their sources (YYYY-MM-DD). */
  asOf: string;
  /** The value the stamp duty was worked out on. */
  dutiableValue: number;
}

interface DriveAwayInput {
  /** The car's price including GST and options, AUD. */
  price: number;
  /** The buyer's state or territory, where the car will be registered. */
  state: AustralianState;
  vehicle: DutyVehicle;
  table: OnRoadCostsTable;
  /** The dealer's delivery fee for this car; absent, the tenant's fee for the state, then its general fee. */
  dealerDelivery?: number | null;
  /** The tenant's on-road costs settings. */
  overrides?: OnRoadCosts | null;
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/** The price an estimate starts from: the car's advertised price, 0 when it shows none (spec §4: 10 or less is no price). */
export function estimatePrice(car: Pick<Car, 'price'>): number {
  return showsPrice(car.price) ? car.price : 0;
}

/** What the duty scales need to know of a car, from its feed fields (the feed has no CO2 figure). */
export function dutyVehicleOf(car: Pick<Car, 'simple_fuel' | 'simple_body' | 'cylinders' | 'car_type'>): DutyVehicle {
  return {
    fuel: car.simple_fuel,
    body: car.simple_body,
    cylinders: car.cylinders,
    co2GramsPerKm: null,
    condition: car.car_type === 'new' ? 'new' : 'used',
  };
}

/**
 * The drive-away estimate: price, stamp duty, registration, CTP and dealer delivery, with
 * their total. Null for a car without a price (0 or less); a car advertised 'Drive Away'
 * needs none, its price already holds these costs.
 */
export function driveAwayEstimate({
  price,
  state,
  vehicle,
  table,
  dealerDelivery,
  overrides,
}: DriveAwayInput): DriveAwayEstimate | null {
  if (!(price > 0)) return null;
  const costs = table.states[state];
  const delivery = Math.max(
    0,
    dealerDelivery ?? overrides?.dealerDeliveryByState?.[state] ?? overrides?.dealerDelivery ?? 0,
  );
  const dutiableValue = toCents(price + (costs.stampDuty.dealerDeliveryIsDutiable ? delivery : 0)) / 100;
  const scales = costs.stampDuty.schedules;

  const own = overrides?.governmentCharges?.[state];
  const registration = own ? own.registration : costs.registration.amount;
  const ctp: { amount: number; note: string | null } = own
    ? own.ctp === 'included'
      ? { amount: 0, note: 'Included in registration' }
      : { amount: own.ctp, note: null }
    : costs.ctp.paid === 'included-in-registration'
      ? { amount: 0, note: 'Included in registration' }
      : { amount: costs.ctp.amount, note: costs.ctp.paid === 'with-registration' ? 'Paid with registration' : null };

  const part = (key: PartKey, amount: number, note: string | null = null): DriveAwayPart => ({
    key,
    label: LABELS[key],
    amount: toCents(amount) / 100,
    note,
  });
  const parts = [
    part('price', price),
    part(
      'stampDuty',
      stampDuty(state, dutiableValue, vehicle, table),
      scales.length > 1 ? dutyScale(costs.stampDuty, vehicle).label : null,
    ),
    part('registration', registration),
    part('ctp', ctp.amount, ctp.note),
    ...(delivery > 0 ? [part('dealerDelivery', delivery)] : []),
  ];
  const total = parts.reduce((sum, { amount }) => sum + toCents(amount), 0) / 100;
  return { state, parts, total, estimate: true, asOf: table.asOf, dutiableValue };
}
