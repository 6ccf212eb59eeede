import * as v from 'valibot';
import { httpUrl, isoDate } from '../../tenant/schema/fields.ts';
import { count, text } from './feed-fields.ts';
import { SIMPLE_BODIES, SIMPLE_FUELS } from './vocabulary.ts';

// The on-road costs table (src/catalog/data/on-road-costs.json): what a car costs to put on
// the road in each state and territory beside its price, for the online purchase's
// drive-away estimate (issue 28). Every figure is written in by hand from the offices'
// published pages and carries its date and source; nothing is fetched at build or run time.
// Marketing must check the table against its sources and update it every year (most rates
// and fees change on 1 July).

const money = v.pipe(v.number(), v.minValue(0));
const positive = v.pipe(v.number(), v.gtValue(0));

/** The office's page a figure is taken from, as text: its title and its address. */
const SourceSchema = v.strictObject({ title: text, url: httpUrl });

/**
 * How far a figure can be trusted:
 * - published: as the office publishes it (a duty formula's rates and thresholds);
 * - estimate: a typical figure worked out from the office's published fees (registration
 *   and CTP vary with weight, cylinders, postcode and insurer);
 * - unverified: reconstructed from announcements, not checked against the office's table.
 */
const CONFIDENCE = ['published', 'estimate', 'unverified'] as const;

/** What every entry carries: the first day it applies, how sure we are of it and where it comes from. */
const dated = {
  /** The first day the figure applies: the office's date, or the start of the year it was checked for. */
  effectiveFrom: isoDate,
  confidence: v.picklist(CONFIDENCE),
  /** In words, e.g. 'As published for 2025–26'. */
  basis: text,
  source: SourceSchema,
  /** What the entry leaves out or simplifies. */
  notes: v.optional(v.array(text), []),
};

/**
 * One bracket of a duty scale, for dutiable values above `over` (up to the next bracket's
 * `over`, inclusive):
 * - per-unit: `base` plus `rate` for every `per` dollars or part of them, counted on the
 *   whole value or on the part above `over` ('$1,350 plus $5 for every $100 or part of
 *   $100 over $45,000');
 * - percent: `percent` % of the whole value (WA's 2.75 %);
 * - sliding-percent: R % of the whole value, R = startPercent + (value − over) /
 *   dollarsPerPoint, rounded to percentDecimals places (WA between $25,000 and $50,000).
 */
const DutyTierSchema = v.variant('kind', [
  v.strictObject({
    kind: v.literal('per-unit'),
    over: money,
    base: money,
    rate: money,
    per: positive,
    on: v.picklist(['whole', 'excess']),
  }),
  v.strictObject({ kind: v.literal('percent'), over: money, percent: money }),
  v.strictObject({
    kind: v.literal('sliding-percent'),
    over: money,
    startPercent: money,
    dollarsPerPoint: positive,
    percentDecimals: v.pipe(count, v.maxValue(4)),
  }),
]);

/** Which vehicles a duty scale is for; every condition given must hold. */
const DutyConditionSchema = v.strictObject({
  fuels: v.optional(v.array(v.picklist(SIMPLE_FUELS))),
  bodies: v.optional(v.array(v.picklist(SIMPLE_BODIES))),
  minCylinders: v.optional(count),
  /** Combined tailpipe CO2, g/km, at most (an electric car's is 0). */
  maxCo2GramsPerKm: v.optional(money),
  /** new: never registered; used: registered before (demonstrators too). */
  condition: v.optional(v.picklist(['new', 'used'])),
});

const DutyScheduleSchema = v.strictObject({
  /** The vehicles it is for, in the office's words, e.g. 'Hybrid or electric'. */
  label: text,
  /** Absent: every vehicle (the state's last scale must be so). */
  when: v.optional(DutyConditionSchema),
  tiers: v.pipe(
    v.array(DutyTierSchema),
    v.minLength(1, 'at least one bracket'),
    v.check((tiers) => tiers[0]?.over === 0, 'the first bracket starts at 0'),
    v.check(
      (tiers) => tiers.every((tier, i) => i === 0 || tier.over > (tiers[i - 1]?.over ?? 0)),
      'brackets in ascending order of value',
    ),
  ),
  /** The least duty payable (SA: $5). */
  minimum: v.optional(money, 0),
  /** The duty rounded down to a multiple of this many dollars (WA: 0.05); absent, to the cent. */
  roundDownTo: v.optional(positive),
});

const StampDutySchema = v.strictObject({
  ...dated,
  /** Whether the dealer delivery charge is part of the dutiable value (it is not in WA). */
  dealerDeliveryIsDutiable: v.boolean(),
  /** Tried in order; the first whose conditions hold applies. */
  schedules: v.pipe(
    v.array(DutyScheduleSchema),
    v.minLength(1, 'at least one duty scale'),
    v.check((schedules) => schedules.at(-1)?.when === undefined, 'the last duty scale applies to every vehicle'),
  ),
});

/** 12 months' registration of a private passenger car, as one typical figure. */
const RegistrationSchema = v.strictObject({ ...dated, amount: money });

/**
 * Compulsory third party insurance for 12 months: bought from an insurer on its own (NSW),
 * paid on the registration bill as a line of its own, or part of the registration figure.
 */
const CtpSchema = v.variant('paid', [
  v.strictObject({ paid: v.literal('separately'), amount: money, ...dated }),
  v.strictObject({ paid: v.literal('with-registration'), amount: money, ...dated }),
  v.strictObject({ paid: v.literal('included-in-registration'), ...dated }),
]);

const StateOnRoadCostsSchema = v.strictObject({
  stampDuty: StampDutySchema,
  registration: RegistrationSchema,
  ctp: CtpSchema,
});

export const OnRoadCostsTableSchema = v.strictObject({
  /** What the table is and who keeps it up to date. */
  notice: text,
  /** The day the figures were last checked against their sources. */
  asOf: isoDate,
  states: v.strictObject({
    NSW: StateOnRoadCostsSchema,
    VIC: StateOnRoadCostsSchema,
    QLD: StateOnRoadCostsSchema,
    WA: StateOnRoadCostsSchema,
    SA: StateOnRoadCostsSchema,
    TAS: StateOnRoadCostsSchema,
    ACT: StateOnRoadCostsSchema,
    NT: StateOnRoadCostsSchema,
  }),
});

export type OnRoadCostsTable = v.InferOutput<typeof OnRoadCostsTableSchema>;
export type DutySchedule = v.InferOutput<typeof DutyScheduleSchema>;
