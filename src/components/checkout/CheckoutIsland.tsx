import { RESERVATION_MESSAGES, type ReservationAnswer } from '../../domain/reservations/checkout.ts';
import type { CheckoutProps } from '../../views/checkout/checkout-props.ts';
import { ErrorSummary } from '../forms/ErrorSummary.tsx';
import { CardPayment } from './CardPayment.tsx';
import { CarSummary } from './CarSummary.tsx';
import { DepositConfirmation } from './DepositConfirmation.tsx';
import { DepositTerms } from './DepositTerms.tsx';
import { DetailFields } from './DetailField.tsx';
import { Stop } from './Stop.tsx';
import { useCheckout } from './use-checkout.ts';

function Confirmation({ props, reservation }: { props: CheckoutProps; reservation: ReservationAnswer }) {
  const { name } = reservation.dealer;
  return (
    <DepositConfirmation
      id={`${props.formId}-done`}
      heading={`${reservation.car.title} is reserved for you`}
      reservation={reservation}
    >
      <li>
        We have held a {props.deposit} deposit on your card. It is not charged unless {name} confirms your reservation.
      </li>
      <li>{name} will contact you to arrange the next steps.</li>
      <li>If the reservation is not confirmed by {reservation.hold_until}, the hold is released automatically.</li>
      <li>Your deposit is {props.refundable}: the e-mail we have sent you has a link to cancel.</li>
    </DepositConfirmation>
  );
}

/**
 * spec §2 /cars/{slug}/checkout and /buy-online: reserve a car with a refundable deposit (§9).
 * The card is typed into the payment processor's own frame; this island only ever sees the
 * token it returns.
 */
export function CheckoutIsland(props: CheckoutProps) {
  const { state, values, errors, payError, cardReady, cardHost, change, submit, retry } = useCheckout(props);
  const { formId, fields } = props;
  const search = props.hrefs.search;

  if (state.kind === 'loading')
    return (
      <p className="checkout__loading" role="status">
        Loading…
      </p>
    );
  if (state.kind === 'no-car') return <Stop searchHref={search} message={RESERVATION_MESSAGES.notFound} />;
  if (state.kind === 'reserved') return <Stop searchHref={search} message={RESERVATION_MESSAGES.alreadyReserved} />;
  if (state.kind === 'unavailable')
    return <Stop searchHref={search} message={RESERVATION_MESSAGES.paymentUnavailable} retry={retry} />;

  const { info } = state;
  return (
    <div className="checkout">
      <aside className="checkout__summary" aria-label="Your reservation">
        <CarSummary car={info.car} />
        <DepositTerms deposit={props.deposit} refundable={props.refundable} info={info} />
      </aside>
      {state.kind === 'done' ? (
        <Confirmation props={props} reservation={state.reservation} />
      ) : (
        <form className="lead-form checkout__form" noValidate onSubmit={submit} aria-labelledby={`${formId}-heading`}>
          <h2 id={`${formId}-heading`}>Your details</h2>
          {errors && <ErrorSummary formId={formId} fields={fields} errors={errors} />}
          <DetailFields formId={formId} fields={fields} values={values} errors={errors?.fields} onChange={change} />
          <h2>Payment</h2>
          <CardPayment
            formId={formId}
            host={cardHost}
            payment={info.payment}
            payError={payError}
            disabled={!cardReady || state.paying}
            label={state.paying ? 'Reserving…' : `Pay ${props.deposit} deposit and reserve`}
          />
        </form>
      )}
    </div>
  );
}
