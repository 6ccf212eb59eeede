import { signInGate } from '../../domain/account/gating.ts';
import type { SignInType } from '../../domain/account/sign-in.ts';
import { CORE_CONTACT_FIELDS } from '../../domain/forms/contact-fields.ts';
import type { FormField } from '../../domain/forms/fields.ts';
import { formatPrice } from '../../domain/format.ts';
import { RESERVATION_HOLD_HOURS } from '../../domain/reservations/checkout.ts';
import { RESERVE_ONLINE } from '../../domain/text/vehicle-copy.ts';
import { thisVehicle, vehicleWords } from '../../domain/text/vehicle-words.ts';
import { routeHref } from '../../site-urls.ts';
import type { Site } from '../../tenant/schema/site.ts';

/** The checkout island's props: what the site says at build time; the car comes from the API in the browser. */
export interface CheckoutProps {
  formId: string;
  /** The shopper's details: first and last name, e-mail, mobile (the reservation's contact). */
  fields: readonly FormField[];
  /** The deposit as the site shows it, e.g. '$200'. */
  deposit: string;
  holdHours: number;
  refundable: string;
  /** 'this car', 'this vehicle': the site's word in the texts. */
  thisVehicle: string;
  /** spec §2 Gating: the sign-in type a visitor is sent to once the car's slug is known; none when checkout is open. */
  signInType: SignInType | null;
  siteName: string;
  hrefs: { search: string; contact: string };
}

export function checkoutProps(site: Site): CheckoutProps {
  const words = vehicleWords(site.stock, 'car');
  return {
    formId: 'checkout',
    fields: CORE_CONTACT_FIELDS,
    deposit: formatPrice(site.features.reserve.amount),
    holdHours: RESERVATION_HOLD_HOURS,
    refundable: RESERVE_ONLINE.refundable,
    thisVehicle: thisVehicle(words),
    signInType: signInGate('checkout', site.features.signIn) ?? null,
    siteName: site.name,
    hrefs: { search: routeHref(site, 'search'), contact: routeHref(site, 'contact') },
  };
}
