import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { signInHref } from '../../domain/account/sign-in.ts';
import type { PaymentReceiptAnswer, PaymentRequestAnswer } from '../../domain/online-payment/answers.ts';
import { ONLINE_PAYMENT_MESSAGES } from '../../domain/online-payment/texts.ts';
import { RESERVATION_MESSAGES } from '../../domain/reservations/checkout.ts';
import { PAYMENT_REQUEST_PARAM } from '../../online-payment-urls.ts';
import { paymentApiHref } from '../../payment-api-paths.ts';
import type { OnlinePaymentProps } from '../../views/online-payment/online-payment-props.ts';
import { backPath } from '../account/back-path.ts';
import { readSession } from '../account/session.ts';
import { apiRequest } from '../checkout/api-request.ts';
import { useCardField } from '../checkout/use-card-field.ts';
import { useFieldValues } from '../checkout/use-field-values.ts';
import { useFocusRequest } from '../checkout/use-focus-request.ts';
import { payRequest } from './pay-request.ts';

/** Where the page is: reading the request, showing it, paying, paid, or why it cannot be paid. */
export type OnlinePaymentState =
  | { kind: 'loading' }
  /** No request in the address: what payment requests are, and who to ask. */
  | { kind: 'no-request' }
  /** The API's refusal: unknown or altered (404), paid (409), expired (410), too many attempts (429); the request's reference when it is known. */
  | { kind: 'refused'; message: string; reference: string | null }
  | { kind: 'unavailable' }
  | { kind: 'ready'; info: PaymentRequestAnswer; paying: boolean }
  | { kind: 'done'; info: PaymentRequestAnswer; receipt: PaymentReceiptAnswer };

const refusal = (status: number, body: Record<string, unknown>): OnlinePaymentState => ({
  kind: 'refused',
  message:
    status !== 404 && typeof body.error === 'string' && body.error ? body.error : ONLINE_PAYMENT_MESSAGES.notValid,
  reference: status !== 404 && typeof body.reference === 'string' ? body.reference : null,
});

/**
 * The online payment page's state: the sign-in gate where the site has one (spec §2), the
 * request the link's token stands for, then the receipt's e-mail and the processor's card field,
 * the payment, and its receipt.
 */
export function useOnlinePayment(props: OnlinePaymentProps) {
  const [state, setState] = useState<OnlinePaymentState>({ kind: 'loading' });
  const details = useFieldValues([props.emailField]);
  const [payError, setPayError] = useState<string | null>(null);
  const token = useRef('');
  const focus = useFocusRequest();
  const ready = state.kind === 'ready' ? state.info : null;
  const card = useCardField(ready?.payment ?? null, Math.round((ready?.amount ?? 0) * 100));

  const toSignIn = (type: NonNullable<OnlinePaymentProps['signInType']>) =>
    location.replace(signInHref(type, location.pathname + location.search, backPath()));

  const load = async () => {
    if (props.signInType && !(await readSession()).signed_in) return toSignIn(props.signInType);
    token.current = new URLSearchParams(location.search).get(PAYMENT_REQUEST_PARAM) ?? '';
    if (!token.current) return setState({ kind: 'no-request' });
    setState({ kind: 'loading' });
    const answer = await apiRequest(
      `${paymentApiHref('paymentRequest')}?${new URLSearchParams({ token: token.current })}`,
    );
    if (answer?.status === 200)
      setState({ kind: 'ready', info: answer.body as unknown as PaymentRequestAnswer, paying: false });
    else if (answer?.status === 401 && props.signInType) toSignIn(props.signInType);
    else if (answer && [404, 409, 410, 429].includes(answer.status)) setState(refusal(answer.status, answer.body));
    else setState({ kind: 'unavailable' });
  };

  useEffect(() => {
    void load();
    // the request is read once, from the page's own address
  }, []);

  const pay = async (info: PaymentRequestAnswer, email: string) => {
    if (!card.card.current) return;
    setState({ kind: 'ready', info, paying: true });
    const done = (message: string | null) => {
      setPayError(message);
      setState({ kind: 'ready', info, paying: false });
      if (message) focus(`${props.formId}-payment-error`);
    };
    const outcome = await payRequest(card.card.current, token.current, email);
    switch (outcome.kind) {
      case 'paid':
        setState({ kind: 'done', info, receipt: outcome.receipt });
        return focus(`${props.formId}-done`);
      case 'invalid':
        if (!details.refused(outcome.body)) return done(RESERVATION_MESSAGES.paymentUnavailable);
        focus(`${props.formId}-errors`);
        return done(null);
      case 'declined':
        return done(outcome.message);
      case 'refused':
        setState(refusal(outcome.status, outcome.body));
        return focus(`${props.formId}-refused`);
      case 'signed-out':
        if (props.signInType) return toSignIn(props.signInType);
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
    void pay(state.info, details.trimmed()[props.emailField.name] ?? '');
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
