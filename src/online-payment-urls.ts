/** spec §2 /online-payment: the page that shows a payment request and takes its payment. */
const ONLINE_PAYMENT_PATH = '/online-payment';

/** The query parameter of the payment page that holds a request's signed token. */
export const PAYMENT_REQUEST_PARAM = 'request';

/** A payment request's link, as the dealer sends it: the payment page on the site's origin with the signed token. */
export function paymentRequestLink(origin: string, token: string): string {
  return `${origin}${ONLINE_PAYMENT_PATH}?${new URLSearchParams({ [PAYMENT_REQUEST_PARAM]: token })}`;
}
