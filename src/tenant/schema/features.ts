import * as v from 'valibot';
import { doc } from './fields.ts';

const GARAGE_ROUTES = ['/my-garage', '/mymotorama', '/mybigboxcars', '/myblinkr', '/myservco'] as const;

const OnlineBuying = v.variant('mode', [
  v.strictObject({ mode: doc(v.literal('off'), 'No car can be bought online.') }),
  v.strictObject({ mode: doc(v.literal('all'), 'Every available car can be bought online.') }),
  v.strictObject({ mode: doc(v.literal('used'), 'Only used cars can be bought online.') }),
  v.strictObject({
    mode: doc(v.literal('makes'), 'Only cars of the listed makes can be bought online.'),
    makes: doc(
      v.pipe(v.array(v.string()), v.minLength(1, 'at least one make')),
      'Manufacturer names, e.g. ["Kia", "MG"].',
    ),
  }),
]);

export const FeaturesSchema = v.strictObject({
  garage: doc(
    v.strictObject({
      enabled: doc(v.boolean(), 'Offer the signed-in garage (saved cars, watchlist, offers).'),
      route: doc(v.picklist(GARAGE_ROUTES), 'The garage route name for this site.'),
    }),
    'The my-garage family (always needs sign-in).',
  ),
  compare: doc(v.boolean(), 'Shoppers can compare cars side by side (stored in the browser).'),
  favourites: doc(
    v.strictObject({
      enabled: doc(v.boolean(), 'Show the favourite (heart) button.'),
      eligibility: doc(
        v.picklist(['in-stock', 'used-priced-with-photo']),
        'Which cars may be favourited: every in-stock car, or only used, priced cars with at least one photo.',
      ),
    }),
    'Local favourites (spec §4 Favourites).',
  ),
  banners: doc(v.boolean(), 'Show promotional banners (home hero slider, feature banner).'),
  printing: doc(v.boolean(), 'Offer the printable vehicle page and PDF.'),
  vehicleLocation: doc(v.boolean(), 'Show the car’s location (overlay, map) on cards and vehicle pages.'),
  onlineBuying: doc(OnlineBuying, 'Which cars can be bought online (checkout journey).'),
  reserve: doc(
    v.strictObject({
      enabled: doc(v.boolean(), 'Offer Reserve Now on eligible cars.'),
      amount: doc(v.pipe(v.number(), v.minValue(1), v.maxValue(5000)), 'Refundable deposit in AUD (default 200).'),
    }),
    'Reserve a car online with a refundable deposit.',
  ),
  signIn: doc(
    v.strictObject({
      checkout: doc(v.boolean(), 'Checkout needs sign-in.'),
      finance: doc(v.boolean(), 'Finance needs sign-in.'),
      spinToWin: doc(v.boolean(), 'Spin to win needs sign-in.'),
      onlinePayment: doc(v.boolean(), 'Online payment needs sign-in.'),
      financeApplication: doc(v.boolean(), 'The finance application needs sign-in.'),
      tradeIn: doc(v.boolean(), 'Trade-in valuation needs sign-in.'),
    }),
    'Features that need a signed-in shopper on this site (spec §2 Gating).',
  ),
  subscriptions: doc(v.boolean(), 'The site offers car subscriptions: a subscription price shows first (spec §4).'),
  unregisteredRego: doc(v.boolean(), 'Show "Unregistered" for a past rego expiry (otherwise it is hidden).'),
  valuation: doc(v.boolean(), 'The trade-in valuation integration is on.'),
  hybridsPage: doc(v.boolean(), 'Publish /pages/toyota-hybrids.'),
  chatAssistant: doc(
    v.strictObject({
      enabled: doc(v.boolean(), 'Show the AI chat opener.'),
      serviceAndParts: doc(v.boolean(), 'The assistant also answers service and parts questions.'),
    }),
    'The chat assistant.',
  ),
  specs: doc(
    v.strictObject({
      removedKeys: doc(v.array(v.string()), 'Specification keys never shown (default ["rego"]).'),
      caravan: doc(v.boolean(), 'Show caravan specifications (width, length, tare, axle, sleeps, ATM).'),
    }),
    'Vehicle specification options.',
  ),
});
