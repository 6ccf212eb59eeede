import * as v from 'valibot';
import { doc, type AustralianState } from './fields.ts';

// What a tenant may set on the drive-away estimate of the online purchase (issue 28). The
// government charges come from the catalogue's on-road costs table; a dealer adds its
// dealer delivery charge (preparing the car for the road: the on-road cost of that name,
// not home delivery by distance, which is delivery.ts) and may replace a state's
// registration and CTP figures with its own.

const dollars = v.pipe(v.number(), v.minValue(0, 'an amount in dollars, 0 or more'));

/** One value per state or territory, each optional (a key per state, so editors complete them). */
function perState<TSchema extends v.GenericSchema>(schema: TSchema) {
  const forState = (state: AustralianState) => v.optional(doc(schema, `For buyers who register the car in ${state}.`));
  return v.strictObject({
    NSW: forState('NSW'),
    VIC: forState('VIC'),
    QLD: forState('QLD'),
    WA: forState('WA'),
    SA: forState('SA'),
    TAS: forState('TAS'),
    ACT: forState('ACT'),
    NT: forState('NT'),
  });
}

const GovernmentChargesSchema = v.strictObject({
  registration: doc(
    dollars,
    "12 months' registration of a private passenger car in AUD, shown as the estimate's registration.",
  ),
  ctp: doc(
    v.union([dollars, v.literal('included')], 'an amount in dollars, or "included"'),
    'CTP insurance for 12 months in AUD, or "included" when the registration figure above already holds it.',
  ),
});

export const OnRoadCostsSchema = v.strictObject({
  dealerDelivery: v.optional(
    doc(
      dollars,
      'Dealer delivery charge in AUD (preparing the car for the road; not home delivery) added to every drive-away estimate; 0 or absent: none shown.',
    ),
  ),
  dealerDeliveryByState: v.optional(
    doc(
      perState(dollars),
      'Dealer delivery charge in AUD for buyers in a state or territory, in place of dealerDelivery, e.g. { "WA": 1490 }.',
    ),
  ),
  governmentCharges: v.optional(
    doc(
      perState(GovernmentChargesSchema),
      'A state\'s registration and CTP figures in place of the catalogue\'s typical ones, e.g. { "NSW": { "registration": 480, "ctp": 590 } }. Stamp duty always follows the state\'s published formula.',
    ),
  ),
});

export type OnRoadCosts = v.InferOutput<typeof OnRoadCostsSchema>;
