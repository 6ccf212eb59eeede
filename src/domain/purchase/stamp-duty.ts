import type { DutySchedule, OnRoadCostsTable } from '../../catalog/schema/on-road-costs.ts';
import type { SimpleBody, SimpleFuel } from '../../catalog/schema/vocabulary.ts';
import type { AustralianState } from '../../tenant/schema/fields.ts';

/**
 * Motor vehicle duty (stamp duty) on registering a car, by each state's published formula
 * as the catalogue's on-road costs table writes it (issue 28). The table is passed in: the
 * domain takes no values from the catalogue.
 */

/** What the duty scales ask of a vehicle, as far as the car data tells. */
export interface DutyVehicle {
  fuel: SimpleFuel | null;
  body: SimpleBody | null;
  cylinders: number | null;
  /** Combined tailpipe CO2 in g/km; null when unknown (an electric car's counts as 0). */
  co2GramsPerKm: number | null;
  /** new: never registered; used: registered before, demonstrators included. */
  condition: 'new' | 'used';
}

type StampDutyRules = OnRoadCostsTable['states'][AustralianState]['stampDuty'];
type DutyTier = DutySchedule['tiers'][number];
type DutyCondition = NonNullable<DutySchedule['when']>;

function meets(when: DutyCondition | undefined, vehicle: DutyVehicle): boolean {
  if (!when) return true;
  const co2 = vehicle.co2GramsPerKm ?? (vehicle.fuel === 'Electric' ? 0 : null);
  return (
    (when.fuels === undefined || (vehicle.fuel !== null && when.fuels.includes(vehicle.fuel))) &&
    (when.bodies === undefined || (vehicle.body !== null && when.bodies.includes(vehicle.body))) &&
    (when.minCylinders === undefined || (vehicle.cylinders !== null && vehicle.cylinders >= when.minCylinders)) &&
    (when.maxCo2GramsPerKm === undefined || (co2 !== null && co2 <= when.maxCo2GramsPerKm)) &&
    (when.condition === undefined || when.condition === vehicle.condition)
  );
}

/** The duty scale a vehicle pays by in a state: the first whose conditions it meets (the last fits every vehicle). */
export function dutyScale(rules: StampDutyRules, vehicle: DutyVehicle): DutySchedule {
  const scale = rules.schedules.find((schedule) => meets(schedule.when, vehicle)) ?? rules.schedules.at(-1);
  if (!scale) throw new Error('a stamp duty entry has no duty scale');
  return scale;
}

const toCents = (dollars: number) => Math.round(dollars * 100);

/** Duty in cents as a fraction (numerator / denominator), before the state's rounding. */
function tierDuty(tier: DutyTier, value: number): { numerator: number; denominator: number } {
  const valueCents = toCents(value);
  switch (tier.kind) {
    case 'per-unit': {
      // '$5 for every $100, or part of $100': the counted value rounded up to whole units
      const counted = tier.on === 'whole' ? valueCents : valueCents - toCents(tier.over);
      const units = Math.ceil(counted / toCents(tier.per));
      return { numerator: toCents(tier.base) + units * toCents(tier.rate), denominator: 1 };
    }
    case 'percent':
      // percentages are written with at most 4 decimal places
      return { numerator: valueCents * Math.round(tier.percent * 10_000), denominator: 1_000_000 };
    case 'sliding-percent': {
      const scale = 10 ** tier.percentDecimals;
      const percent = Math.round((tier.startPercent + (value - tier.over) / tier.dollarsPerPoint) * scale);
      return { numerator: valueCents * percent, denominator: 100 * scale };
    }
  }
}

/** The duty on one dutiable value by one scale, in dollars (to the cent). */
function dutyByScale(scale: DutySchedule, value: number): number {
  // a bracket covers values above its `over` up to the next one's, inclusive
  const tier = scale.tiers.findLast((t) => t.over < value) ?? scale.tiers[0];
  if (!tier) return 0;
  const { numerator, denominator } = tierDuty(tier, value);
  const cents =
    scale.roundDownTo === undefined
      ? Math.round(numerator / denominator)
      : Math.floor(numerator / (denominator * toCents(scale.roundDownTo))) * toCents(scale.roundDownTo);
  return Math.max(cents, toCents(scale.minimum)) / 100;
}

/**
 * Stamp duty in dollars on registering a vehicle in a state, for its dutiable value (the
 * price including GST and options, and the dealer delivery where the state counts it). The
 * value is rounded as the office says (up to the next $100 or $200, WA's duty down to 5
 * cents); a value of 0 or less (no price) has no duty.
 */
export function stampDuty(
  state: AustralianState,
  dutiableValue: number,
  vehicle: DutyVehicle,
  table: OnRoadCostsTable,
): number {
  if (!(dutiableValue > 0)) return 0;
  return dutyByScale(dutyScale(table.states[state].stampDuty, vehicle), dutiableValue);
}
