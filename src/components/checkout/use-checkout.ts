import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { checkoutApiHref } from '../../checkout-api-paths.ts';
import { signInHref } from '../../domain/account/sign-in.ts';
import {
  RESERVATION_MESSAGES,
  type CheckoutCarAnswer,
  type ReservationAnswer,
} from '../../domain/reservations/checkout.ts';
import { checkoutOfPath } from '../../site-urls.ts';
import { rememberUserDetails } from '../../stores/user-details.ts';
import type { CheckoutProps } from '../../views/checkout/checkout-props.ts';
import { backPath } from '../account/back-path.ts';
import { readSession } from '../account/session.ts';
import { apiRequest } from './api-request.ts';
import { payDeposit } from './pay-deposit.ts';
import { useCardField } from './use-card-field.ts';
import { useFieldValues } from './use-field-values.ts';
import { useFocusRequest } from './use-focus-request.ts';

/** Where the page is: finding the car, showing it, paying, done, or why it cannot go on. */
export type CheckoutState =
  | { kind: 'loading' }
  | { kind: 'no-car' }
  | { kind: 'reserved' }
  | { kind: 'unavailable' }
  | { kind: 'ready'; info: CheckoutCarAnswer; paying: boolean }
  | { kind: 'done'; info: CheckoutCarAnswer; reservation: ReservationAnswer };

/**
 * The checkout page's state: the car from its path (one page serves every car's
 * /cars/{slug}/checkout and /buy-online), the sign-in gate once the slug is known (spec §2),
 * the car's live data, then the shopper's details and the processor's card field, the
 * reservation, and its confirmation.
 */
export function useCheckout(props: CheckoutProps) {
  const { fields } = props;
  const [state, setState] = useState<CheckoutState>({ kind: 'loading' });
  const details = useFieldValues(fields);
  const [payError, setPayError] = useState<string | null>(null);
  const target = useRef<{ slug: string; journey: string } | null>(null);
  const focus = useFocusRequest();
  const ready = state.kind === 'ready' ? state.info : null;
  const card = useCardField(ready?.payment ?? null, (ready?.deposit.amount ?? 0) * 100);

  const load = async () => {
    const path = checkoutOfPath(location.pathname);
    target.current = path;
    if (!path) return setState({ kind: 'no-car' });
    if (props.signInType) {
      const session = await readSession();
      if (!session.signed_in) {
        location.replace(signInHref(props.signInType, location.pathname + location.search, backPath()));
        return;
      }
      details.fillPhone(session.user.phone);
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

  const pay = async (info: CheckoutCarAnswer, sent: Record<string, string>) => {
    const path = target.current;
    if (!path || !card.card.current) return;
    setState({ kind: 'ready', info, paying: true });
    const done = (message: string | null) => {
      setPayError(message);
      setState({ kind: 'ready', info, paying: false });
      if (message) focus(`${props.formId}-payment-error`);
    };
    const outcome = await payDeposit(card.card.current, { car: path.slug, journey: path.journey, ...sent });
    switch (outcome.kind) {
      case 'paid':
        rememberUserDetails(sent);
        setState({ kind: 'done', info, reservation: outcome.reservation });
        return focus(`${props.formId}-done`);
      case 'taken':
        return setState({ kind: 'reserved' });
      case 'invalid':
        if (!details.refused(outcome.body)) return done(RESERVATION_MESSAGES.paymentUnavailable);
        focus(`${props.formId}-errors`);
        return done(null);
      case 'declined':
        return done(outcome.message);
      case 'signed-out':
        if (props.signInType) return location.replace(signInHref(props.signInType, location.pathname, backPath()));
        return done(RESERVATION_MESSAGES.paymentUnavailable);
      case 'unavailable':
        return done(RESERVATION_MESSAGES.paymentUnavailable);
    }
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind !== 'ready' || state.paying) return;
    setPayError(null);
    if (!details.complete()) return focus(`${props.formId}-errors`);
    void pay(state.info, details.trimmed());
  };

  return {
    state,
    values: details.values,
    errors: details.errors,
    payError,
    cardReady: card.ready,
    cardHost: card.host,
    change: details.change,
    submit,
    retry: () => void load(),
  };
}
