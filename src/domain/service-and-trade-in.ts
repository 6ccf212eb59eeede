import * as v from 'valibot';

/**
 * spec §9 "Per-model values range from $180 to $525 (3 to 5 years, 5 to 10 services, 6 or
 * 12 month intervals, ranges 75,000 or 100,000 km)": the bounds a capped-price servicing
 * offer must keep to.
 */
const SERVICE_PROMO_RANGES = {
  maxPricePerService: { min: 180, max: 525 },
  years: { min: 3, max: 5 },
  services: { min: 5, max: 10 },
  intervalMonths: [6, 12],
  rangeKm: [75_000, 100_000],
} as const;

const R = SERVICE_PROMO_RANGES;
const between = (range: { min: number; max: number }, what: string) =>
  v.pipe(
    v.number(`${what} from ${range.min} to ${range.max}`),
    v.minValue(range.min, `${what} from ${range.min} to ${range.max}`),
    v.maxValue(range.max, `${what} from ${range.min} to ${range.max}`),
  );

/** A capped-price servicing offer (spec §2 service-pricing promo block), validated against the spec §9 ranges. */
const ServicePromoSchema = v.strictObject({
  /** AUD, the most one capped service costs. */
  maxPricePerService: between(R.maxPricePerService, 'a price per service'),
  years: v.pipe(v.number('whole years'), v.integer('whole years'), between(R.years, 'years')),
  services: v.pipe(
    v.number('a whole number of services'),
    v.integer('a whole number of services'),
    between(R.services, 'services'),
  ),
  intervalMonths: v.picklist(R.intervalMonths, 'an interval of 6 or 12 months'),
  /** A service is due every intervalMonths or intervalKm, whichever comes first. */
  intervalKm: v.pipe(v.number('a distance in km'), v.integer('whole km'), v.minValue(1, 'a positive distance')),
  /** The last capped service is due at this odometer reading. */
  rangeKm: v.picklist(R.rangeKm, 'a range of 75000 or 100000 km'),
});

export type ServicePromo = v.InferOutput<typeof ServicePromoSchema>;

/** spec §9 "Service promo default: up to $250 per service, 5 years, 5 services, every 12 months or 15,000km, to 75,000km." */
export const DEFAULT_SERVICE_PROMO: ServicePromo = {
  maxPricePerService: 250,
  years: 5,
  services: 5,
  intervalMonths: 12,
  intervalKm: 15_000,
  rangeKm: 75_000,
};

/**
 * What is wrong with a per-model service offer, one line each in the site.json error
 * style ('years: years from 3 to 5, received 6'); empty when the offer is valid.
 */
export function servicePromoProblems(promo: unknown): string[] {
  const result = v.safeParse(ServicePromoSchema, promo, { abortPipeEarly: true });
  if (result.success) return [];
  return result.issues.map((issue) => {
    const path = v.getDotPath(issue);
    if (path === null) return `(offer): an object of service offer figures, received ${issue.received}`;
    if (issue.type === 'strict_object' && issue.expected === 'never') return `${path}: not a service offer figure`;
    if (issue.type === 'strict_object') return `${path}: missing`;
    return `${path}: ${issue.message}, received ${issue.received}`;
  });
}

/** spec §9 "Trade-in FAQ: no online estimate for cars over 7 years or 100,000 km." */
const TRADE_IN_ONLINE_ESTIMATE_LIMITS = { maxAgeYears: 7, maxKm: 100_000 } as const;

/**
 * Whether the trade-in page can give a car an online estimate (spec §9).
 * Decided:
 * - "over" is strictly greater: a car exactly 7 years old, or with exactly 100,000 km,
 *   still gets an estimate; 8 years or 100,001 km does not;
 * - the age is the current calendar year minus the model year (a 2018 car is 7 in 2025),
 *   the current year being the caller's (in the dealer's time zone);
 * - an unknown odometer (null) does not block the estimate: the age alone decides.
 */
export function offersOnlineTradeInEstimate(car: { year: number; km: number | null }, currentYear: number): boolean {
  const limits = TRADE_IN_ONLINE_ESTIMATE_LIMITS;
  if (currentYear - car.year > limits.maxAgeYears) return false;
  return car.km === null || car.km <= limits.maxKm;
}

/** The trade-in FAQ's answer to "Can I get an online estimate for any car?", from the limits above. */
export function tradeInEstimateFaqAnswer(): string {
  const { maxAgeYears, maxKm } = TRADE_IN_ONLINE_ESTIMATE_LIMITS;
  return `Online estimates are available for cars up to ${maxAgeYears} years old with up to ${maxKm.toLocaleString('en-AU')} km. For older cars or higher kilometres, bring the car in and we will value it in person.`;
}
