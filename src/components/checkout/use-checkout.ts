import { useEffect, useRef } from 'react';
import { checkoutApiHref } from '../../checkout-api-paths.ts';
import type { CheckoutCarAnswer, CheckoutJourney, ReservationAnswer } from '../../domain/reservations/checkout.ts';
import { checkoutOfPath } from '../../site-urls.ts';
import { rememberUserDetails } from '../../stores/user-details.ts';
import type { CheckoutProps } from '../../views/checkout/checkout-props.ts';
import { readSession } from '../account/session.ts';
import { apiRequest } from './api-request.ts';
import { payDeposit, type DepositOutcome } from './pay-deposit.ts';
import { sendToSignIn, useCardPayment, type CardPaymentOutcome } from './use-card-payment.ts';

/** Where the page is, beside finding the car and showing it (useCardPayment): reserved, or why it cannot go on. */
type CheckoutState =
  | { kind: 'no-car' }
  | { kind: 'reserved' }
  | { kind: 'unavailable' }
  | { kind: 'done'; info: CheckoutCarAnswer; reservation: ReservationAnswer };

/**
 * The checkout page's state: the car from its path (one page serves every car's
 * /cars/{slug}/checkout and /buy-online), the sign-in gate once the slug is known (spec §2),
 * the car's live data, then the shopper's details and the processor's card field, the
 * reservation, and its confirmation.
 */
export function useCheckout(props: CheckoutProps) {
  const { formId, signInType } = props;
  // the car and journey the page's path names, as the reservation is asked for
  const target = useRef<{ car: string; journey: CheckoutJourney } | null>(null);
  const payment = useCardPayment<CheckoutCarAnswer, CheckoutState, Exclude<DepositOutcome, CardPaymentOutcome>>({
    formId,
    fields: props.fields,
    signInType,
    amountCents: (info) => info.deposit.amount * 100,
    pay: (card, sent) => payDeposit(card, { ...target.current, ...sent }),
    settle: (outcome, info, sent) => {
      if (outcome.kind === 'taken') return { state: { kind: 'reserved' } };
      rememberUserDetails(sent);
      return { state: { kind: 'done', info, reservation: outcome.reservation }, focus: `${formId}-done` };
    },
  });
  const { setState } = payment;

  const load = async () => {
    const path = checkoutOfPath(location.pathname);
    target.current = path && { car: path.slug, journey: path.journey };
    if (!path) return setState({ kind: 'no-car' });
    if (signInType) {
      const session = await readSession();
      if (!session.signed_in) return sendToSignIn(signInType);
      payment.fillPhone(session.user.phone);
    }
    setState({ kind: 'loading' });
    const answer = await apiRequest(`${checkoutApiHref('checkoutCar', path.slug)}?journey=${path.journey}`);
    if (answer?.status === 200)
      setState({ kind: 'ready', info: answer.body as unknown as CheckoutCarAnswer, paying: false });
    else if (answer?.status === 404) setState({ kind: 'no-car' });
    else if (answer?.status === 409) setState({ kind: 'reserved' });
    else setState({ kind: 'unavailable' });
  };

  useEffect(() => {
    void load();
    // the car is read once, from the page's own path
  }, []);

  return { ...payment, retry: () => void load() };
}
