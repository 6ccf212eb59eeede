import { paymentAmountText } from '../../domain/online-payment/amount.ts';
import type { PaymentDealer, PaymentReceiptAnswer, PaymentRequestAnswer } from '../../domain/online-payment/answers.ts';
import { cardText } from '../../domain/online-payment/receipt-email.ts';
import { ONLINE_PAYMENT_MESSAGES } from '../../domain/online-payment/texts.ts';
import { RESERVATION_MESSAGES } from '../../domain/reservations/checkout.ts';
import type { OnlinePaymentProps } from '../../views/online-payment/online-payment-props.ts';
import { CardPayment } from '../checkout/CardPayment.tsx';
import { DetailField } from '../checkout/DetailField.tsx';
import { ErrorSummary } from '../forms/ErrorSummary.tsx';
import { fieldId } from '../forms/field-attributes.ts';
import { useOnlinePayment } from './use-online-payment.ts';

const amountOf = (dollars: number) => paymentAmountText(Math.round(dollars * 100));

/** Who to ask: the dealer's phone and e-mail, as links. */
function DealerContact({ dealer }: { dealer: PaymentDealer }) {
  return (
    <p className="online-payment__contact">
      {dealer.name}
      <br />
      <a href={`tel:${dealer.phone.replace(/\s+/g, '')}`}>{dealer.phone}</a>
      <br />
      <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
    </p>
  );
}

/** What is being paid, to whom: the request as the dealer made it. */
function RequestSummary({ info }: { info: PaymentRequestAnswer }) {
  return (
    <aside className="checkout__summary" aria-labelledby="online-payment-summary">
      <h2 id="online-payment-summary" className="online-payment__summary-heading">
        Payment to {info.dealer.name}
      </h2>
      <dl className="online-payment__facts">
        <dt>Amount</dt>
        <dd className="online-payment__amount">{amountOf(info.amount)}</dd>
        <dt>For</dt>
        <dd>{info.description}</dd>
        <dt>Reference</dt>
        <dd>{info.reference}</dd>
        <dt>Name</dt>
        <dd>{info.name}</dd>
        <dt>Pay by</dt>
        <dd>{info.expires_on}</dd>
      </dl>
      <p className="checkout__cards">We accept {info.accepted_cards.join(', ')}.</p>
    </aside>
  );
}

function Receipt({ formId, receipt }: { formId: string; receipt: PaymentReceiptAnswer }) {
  const card = cardText(receipt.card);
  return (
    <section
      className="checkout__done online-payment__receipt"
      id={`${formId}-done`}
      tabIndex={-1}
      aria-labelledby="online-payment-done"
    >
      <h2 id="online-payment-done">Thank you: your payment is received</h2>
      <dl className="online-payment__facts">
        <dt>Amount paid</dt>
        <dd className="online-payment__amount">{amountOf(receipt.amount)}</dd>
        <dt>For</dt>
        <dd>{receipt.description}</dd>
        <dt>Reference</dt>
        <dd>{receipt.reference}</dd>
        <dt>Receipt number</dt>
        <dd>{receipt.receipt}</dd>
        <dt>Paid on</dt>
        <dd>{receipt.paid_on}</dd>
        {card && (
          <>
            <dt>Card</dt>
            <dd>{card}</dd>
          </>
        )}
      </dl>
      <p>
        We have e-mailed your receipt to <strong>{receipt.email}</strong>. Questions about this payment? Quote your
        reference to:
      </p>
      <DealerContact dealer={receipt.dealer} />
    </section>
  );
}

interface StopProps {
  id: string;
  message: string;
  dealer: PaymentDealer;
  reference?: string | null;
  retry?: () => void;
}

/** Why the page cannot take a payment, and who to ask. */
function Stop({ id, message, dealer, reference, retry }: StopProps) {
  return (
    <div className="online-payment__stop" id={id} tabIndex={-1} role="alert">
      <p>{message}</p>
      {reference && (
        <p>
          Your reference: <strong>{reference}</strong>
        </p>
      )}
      {retry && (
        <p>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </p>
      )}
      <p>Questions about this payment? Contact:</p>
      <DealerContact dealer={dealer} />
    </div>
  );
}

/**
 * spec §2 /online-payment: pay a payment request the dealer sent by link. The request is checked
 * by the API before anything is shown; the card is typed into the payment processor's own
 * frame, and this island only ever sees the token it returns.
 */
export function OnlinePaymentIsland(props: OnlinePaymentProps) {
  const { state, values, errors, payError, cardReady, cardHost, change, submit, retry } = useOnlinePayment(props);
  const { formId, emailField, dealer } = props;

  if (state.kind === 'loading')
    return (
      <p className="checkout__loading" role="status">
        Loading…
      </p>
    );
  if (state.kind === 'no-request')
    return (
      <div className="online-payment__intro">
        <p>{ONLINE_PAYMENT_MESSAGES.noRequest}</p>
        <p>{ONLINE_PAYMENT_MESSAGES.noRequestContact}</p>
        <DealerContact dealer={dealer} />
        <p>
          <a className="button button--outline" href={props.hrefs.contact}>
            Contact us
          </a>
        </p>
      </div>
    );
  if (state.kind === 'refused')
    return <Stop id={`${formId}-refused`} message={state.message} dealer={dealer} reference={state.reference} />;
  if (state.kind === 'unavailable')
    return (
      <Stop id={`${formId}-refused`} message={RESERVATION_MESSAGES.paymentUnavailable} dealer={dealer} retry={retry} />
    );

  // the receipt says all the summary said, and more
  if (state.kind === 'done') return <Receipt formId={formId} receipt={state.receipt} />;
  const { info } = state;
  return (
    <div className="checkout">
      <RequestSummary info={info} />
      <form className="lead-form checkout__form" noValidate onSubmit={submit} aria-labelledby={`${formId}-heading`}>
        <h2 id={`${formId}-heading`}>Pay by card</h2>
        {errors && <ErrorSummary formId={formId} fields={[emailField]} errors={errors} />}
        <DetailField
          field={emailField}
          id={fieldId(formId, emailField.name)}
          value={String(values[emailField.name] ?? '')}
          error={errors?.fields[emailField.name]}
          onChange={change}
        />
        <CardPayment
          formId={formId}
          host={cardHost}
          payment={info.payment}
          payError={payError}
          disabled={!cardReady || state.paying}
          label={state.paying ? 'Paying…' : `Pay ${amountOf(info.amount)}`}
        />
      </form>
    </div>
  );
}
