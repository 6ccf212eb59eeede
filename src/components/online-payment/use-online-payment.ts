import { useEffect, useRef } from 'react';
import type { PaymentReceiptAnswer, PaymentRequestAnswer } from '../../domain/online-payment/answers.ts';
import { ONLINE_PAYMENT_MESSAGES } from '../../domain/online-payment/texts.ts';
import { paymentApiHref } from '../../payment-api-paths.ts';
import { PAYMENT_REQUEST_PARAM } from '../../site-urls.ts';
import type { OnlinePaymentProps } from '../../views/online-payment/online-payment-props.ts';
import { apiRequest } from '../checkout/api-request.ts';
import { sendToSignIn, useCardPayment, type CardPaymentOutcome } from '../checkout/use-card-payment.ts';
import { payRequest, type PayOutcome } from './pay-request.ts';

/** Where the page is, beside reading the request and showing it (useCardPayment): paid, or why it cannot be paid. */
type OnlinePaymentState =
  | { kind: 'done'; info: PaymentRequestAnswer; receipt: PaymentReceiptAnswer }
  /** No request in the address: what payment requests are, and who to ask. */
  | { kind: 'no-request' }
  /** The API's refusal: unknown or altered (404), paid (409), expired (410), too many attempts (429); the request's reference when it is known. */
  | { kind: 'refused'; message: string; reference: string | null }
  | { kind: 'unavailable' };

const refusal = (status: number, body: Record<string, unknown>): OnlinePaymentState => ({
  kind: 'refused',
  message:
    status !== 404 && typeof body.error === 'string' && body.error ? body.error : ONLINE_PAYMENT_MESSAGES.notValid,
  reference: status !== 404 && typeof body.reference === 'string' ? body.reference : null,
});

/**
 * The online payment page's state: the request the link's token stands for, then the receipt's
 * e-mail and the processor's card field, the payment, and its receipt. Where the site gates online
 * payment the page's layout has sent a visitor to sign in first (spec §2); a session that ends
 * meanwhile (the API's 401) signs in again.
 */
export function useOnlinePayment(props: OnlinePaymentProps) {
  const { formId, emailField, signInType } = props;
  const token = useRef('');
  const payment = useCardPayment<PaymentRequestAnswer, OnlinePaymentState, Exclude<PayOutcome, CardPaymentOutcome>>({
    formId,
    fields: [emailField],
    signInType,
    amountCents: (info) => Math.round(info.amount * 100),
    pay: (card, sent) => payRequest(card, token.current, sent[emailField.name] ?? ''),
    settle: (outcome, info) =>
      outcome.kind === 'paid'
        ? { state: { kind: 'done', info, receipt: outcome.receipt }, focus: `${formId}-done` }
        : { state: refusal(outcome.status, outcome.body), focus: `${formId}-refused` },
  });
  const { setState } = payment;

  const load = async () => {
    token.current = new URLSearchParams(location.search).get(PAYMENT_REQUEST_PARAM) ?? '';
    if (!token.current) return setState({ kind: 'no-request' });
    setState({ kind: 'loading' });
    const answer = await apiRequest(
      `${paymentApiHref('paymentRequest')}?${new URLSearchParams({ token: token.current })}`,
    );
    if (answer?.status === 200)
      setState({ kind: 'ready', info: answer.body as unknown as PaymentRequestAnswer, paying: false });
    else if (answer?.status === 401 && signInType) sendToSignIn(signInType);
    else if (answer && [404, 409, 410, 429].includes(answer.status)) setState(refusal(answer.status, answer.body));
    else setState({ kind: 'unavailable' });
  };

  useEffect(() => {
    void load();
    // the request is read once, from the page's own address
  }, []);

  return { ...payment, retry: () => void load() };
}
