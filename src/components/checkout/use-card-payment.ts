import { type SubmitEvent, useState } from 'react';
import { signInHref, type SignInType } from '../../domain/account/sign-in.ts';
import type { FormField } from '../../domain/forms/fields.ts';
import { RESERVATION_MESSAGES, type PaymentBrowserConfig } from '../../domain/reservations/checkout.ts';
import { backPath } from '../account/back-path.ts';
import type { CardField } from './card-field.ts';
import { useCardField } from './use-card-field.ts';
import { useFieldValues } from './use-field-values.ts';
import { useFocusRequest } from './use-focus-request.ts';

/**
 * What paying answers on every page that takes a card, beside the page's own answers (paid,
 * the car reserved by someone else, the request refused).
 */
export type CardPaymentOutcome =
  /** 422: the details were refused, field by field (the body's `errors`). */
  | { kind: 'invalid'; body: Record<string, unknown> }
  /** The card: not accepted by the field, declined by the processor, or not verified by its bank (3-D Secure). */
  | { kind: 'declined'; message: string }
  | { kind: 'signed-out' }
  | { kind: 'unavailable' };

const SHARED_OUTCOMES: ReadonlySet<string> = new Set<CardPaymentOutcome['kind']>([
  'invalid',
  'declined',
  'signed-out',
  'unavailable',
]);

const isShared = (outcome: { kind: string }): outcome is CardPaymentOutcome => SHARED_OUTCOMES.has(outcome.kind);

/** The payment shown, and whether it is being paid. */
interface Ready<Info> {
  kind: 'ready';
  info: Info;
  paying: boolean;
}

/**
 * Where a page that takes a card is: loading what is to be paid, showing it (and paying it), or
 * one of the page's own states (`Own`: paid, and why it cannot go on).
 */
type CardPaymentState<Info, Own> = { kind: 'loading' } | Ready<Info> | Own;

const isReady = <Info>(state: { kind: string }): state is Ready<Info> => state.kind === 'ready';

/** Sends the shopper to sign in, then back to this page as it is (its car or its request in the address). */
export function sendToSignIn(type: SignInType): void {
  location.replace(signInHref(type, location.pathname + location.search, backPath()));
}

interface CardPaymentOptions<Info, Own, Outcome> {
  formId: string;
  /** The shopper's details typed beside the card (prefilled with the stored user details, spec §3). */
  fields: readonly FormField[];
  /** spec §2 Gating: where a shopper whose session ended signs in again; null where visitors pay. */
  signInType: SignInType | null;
  /** The amount the processor's field is told of (its wallets show it), in cents. */
  amountCents: (info: Info) => number;
  /** The payment step: the card's token with the details, sent to the API. */
  pay: (card: CardField, details: Record<string, string>) => Promise<Outcome | CardPaymentOutcome>;
  /** Where the page's own outcomes lead, and the element that then gets focus. */
  settle: (outcome: Outcome, info: Info, details: Record<string, string>) => { state: Own; focus?: string };
}

/**
 * A page that takes a card (the checkout's deposit, a payment request): its state, the shopper's
 * details and the processor's card field in its frame, then Pay: the details checked, the payment
 * step, and what every payment answers (a refused detail, a declined card, an ended session, no
 * processor) said on the page with focus on it. The page loads what is paid (setState) and says
 * where the payment step's other outcomes (`Outcome`: paid...) lead among its own states (`settle`).
 */
export function useCardPayment<
  Info extends { payment: PaymentBrowserConfig },
  Own extends { kind: string },
  Outcome extends { kind: string },
>(options: CardPaymentOptions<Info, Own, Outcome>) {
  const { formId, signInType } = options;
  const [state, setState] = useState<CardPaymentState<Info, Own>>({ kind: 'loading' });
  const details = useFieldValues(options.fields);
  const [payError, setPayError] = useState<string | null>(null);
  const focus = useFocusRequest();
  const ready = isReady<Info>(state) ? state.info : null;
  const card = useCardField(ready?.payment ?? null, ready ? options.amountCents(ready) : 0);

  const pay = async (info: Info, sent: Record<string, string>) => {
    if (!card.card.current) return;
    setState({ kind: 'ready', info, paying: true });
    const done = (message: string | null) => {
      setPayError(message);
      setState({ kind: 'ready', info, paying: false });
      if (message) focus(`${formId}-payment-error`);
    };
    // the one call of the payment step: a change to how a card is paid (3-D Secure) lands in it
    const outcome = await options.pay(card.card.current, sent);
    if (!isShared(outcome)) {
      const next = options.settle(outcome, info, sent);
      setState(next.state);
      if (next.focus) focus(next.focus);
      return;
    }
    switch (outcome.kind) {
      case 'invalid':
        if (!details.refused(outcome.body)) return done(RESERVATION_MESSAGES.paymentUnavailable);
        focus(`${formId}-errors`);
        return done(null);
      case 'declined':
        return done(outcome.message);
      case 'signed-out':
        if (signInType) return sendToSignIn(signInType);
        return done(RESERVATION_MESSAGES.paymentUnavailable);
      case 'unavailable':
        return done(RESERVATION_MESSAGES.paymentUnavailable);
    }
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isReady<Info>(state) || state.paying) return;
    setPayError(null);
    if (!details.complete()) return focus(`${formId}-errors`);
    void pay(state.info, details.trimmed());
  };

  return {
    state,
    setState,
    fillPhone: details.fillPhone,
    values: details.values,
    errors: details.errors,
    payError,
    cardReady: card.ready,
    cardHost: card.host,
    change: details.change,
    submit,
  };
}
