import { signInGate } from '../../domain/account/gating.ts';
import type { SignInType } from '../../domain/account/sign-in.ts';
import type { FormField } from '../../domain/forms/fields.ts';
import type { PaymentDealer } from '../../domain/online-payment/answers.ts';
import { RECEIPT_EMAIL_FIELD } from '../../domain/online-payment/pay-request.ts';
import { routeHref } from '../../site-urls.ts';
import type { Site } from '../../tenant/schema/site.ts';

/** The online payment island's props: what the site says at build time; the request comes from the API in the browser. */
export interface OnlinePaymentProps {
  formId: string;
  /** Where the receipt goes (the stored user details' e-mail fills it). */
  emailField: FormField;
  /** spec §2 Gating: the sign-in type a visitor is sent to first; none when the site takes payments from visitors. */
  signInType: SignInType | null;
  /** Who to ask about a payment (the page without a request, and every refusal, names them). */
  dealer: PaymentDealer;
  hrefs: { contact: string };
}

export function onlinePaymentProps(site: Site): OnlinePaymentProps {
  return {
    formId: 'online-payment',
    emailField: RECEIPT_EMAIL_FIELD,
    signInType: signInGate('onlinePayment', site.features.signIn) ?? null,
    dealer: { name: site.name, phone: site.contact.phone, email: site.contact.email },
    hrefs: { contact: routeHref(site, 'contact') },
  };
}
