import {
  RESERVATION_MESSAGES,
  type CheckoutCarAnswer,
  type ReservationAnswer,
} from '../../domain/reservations/checkout.ts';
import type { CheckoutProps } from '../../views/checkout/checkout-props.ts';
import { ErrorSummary } from '../forms/ErrorSummary.tsx';
import { fieldAttributes, fieldId } from '../forms/field-attributes.ts';
import type { FormField } from '../../domain/forms/fields.ts';
import { TEST_FRAME_HEIGHT_PX } from './card-field.ts';
import { useCheckout } from './use-checkout.ts';

function CarSummary({ info }: { info: CheckoutCarAnswer }) {
  const { car } = info;
  return (
    <div className="checkout__car">
      {car.image ? (
        <img className="checkout__photo" src={car.image.src} alt={car.image.alt} width={480} height={320} />
      ) : (
        <div className="checkout__photo checkout__photo--none" aria-hidden="true" />
      )}
      <div>
        <h2 className="checkout__title">{car.title}</h2>
        {car.price && <p className="checkout__price">{car.price}</p>}
        {car.location && (
          <p className="checkout__location">
            {car.location.name}
            {car.location.suburb && `, ${car.location.suburb}`}
            {car.location.state && ` ${car.location.state}`}
          </p>
        )}
        {car.stock_number && <p className="checkout__stock">Stock No. {car.stock_number}</p>}
      </div>
    </div>
  );
}

function Deposit({ props, info }: { props: CheckoutProps; info: CheckoutCarAnswer }) {
  return (
    <div className="checkout__deposit">
      <p className="checkout__deposit-amount">
        <strong>{props.deposit}</strong> deposit
      </p>
      <p>
        Held for {info.hold_hours} hours, {props.refundable}. Your card is not charged unless the dealer confirms your
        reservation.
      </p>
      <p className="checkout__cards">We accept {info.accepted_cards.join(', ')}.</p>
    </div>
  );
}

function Confirmation({ props, reservation }: { props: CheckoutProps; reservation: ReservationAnswer }) {
  const until = reservation.hold_until;
  const { dealer } = reservation;
  return (
    <section className="checkout__done" id={`${props.formId}-done`} tabIndex={-1} aria-labelledby="checkout-done">
      <h2 id="checkout-done">{reservation.car.title} is reserved for you</h2>
      <p className="checkout__reference">
        Your reference: <strong>{reservation.reference}</strong>
      </p>
      <h3>What happens next</h3>
      <ul>
        <li>
          We have held a {props.deposit} deposit on your card. It is not charged unless {dealer.name} confirms your
          reservation.
        </li>
        <li>{dealer.name} will contact you to arrange the next steps.</li>
        <li>If the reservation is not confirmed by {until}, the hold is released automatically.</li>
        <li>Your deposit is {props.refundable}: the e-mail we have sent you has a link to cancel.</li>
      </ul>
      <h3>Your dealer</h3>
      <p>
        {dealer.name}
        {dealer.address && (
          <>
            <br />
            {dealer.address}
          </>
        )}
        <br />
        <a href={`tel:${dealer.phone.replace(/\s+/g, '')}`}>{dealer.phone}</a>
        <br />
        <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
      </p>
    </section>
  );
}

/**
 * One of the shopper's details: a labelled text input with its message. The lead forms'
 * FieldControl renders every kind of field; the checkout has four text ones, and sharing that
 * component would split the lead form's code into one more chunk on every form page.
 */
function DetailField(props: {
  field: FormField;
  id: string;
  value: string;
  error: string | undefined;
  onChange: (name: string, value: string) => void;
}) {
  const { field, id, value, error } = props;
  const { type, autoComplete, maxLength } = fieldAttributes(field);
  const errorId = `${id}-error`;
  return (
    <div className="lead-form__field">
      <label htmlFor={id}>
        {field.label}
        {field.required && (
          <span className="lead-form__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={id}
        name={field.name}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        onChange={(event) => props.onChange(field.name, event.target.value)}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p className="lead-form__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Why the page cannot take a reservation, and where to go instead. */
function Stop({ props, message, retry }: { props: CheckoutProps; message: string; retry?: () => void }) {
  return (
    <div className="checkout__stop" role="alert">
      <p>{message}</p>
      <p>
        {retry && (
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        )}{' '}
        <a className="button button--outline" href={props.hrefs.search}>
          See our stock
        </a>
      </p>
    </div>
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

  if (state.kind === 'loading')
    return (
      <p className="checkout__loading" role="status">
        Loading…
      </p>
    );
  if (state.kind === 'no-car') return <Stop props={props} message={RESERVATION_MESSAGES.notFound} />;
  if (state.kind === 'reserved') return <Stop props={props} message={RESERVATION_MESSAGES.alreadyReserved} />;
  if (state.kind === 'unavailable')
    return <Stop props={props} message={RESERVATION_MESSAGES.paymentUnavailable} retry={retry} />;

  const { info } = state;
  return (
    <div className="checkout">
      <aside className="checkout__summary" aria-label="Your reservation">
        <CarSummary info={info} />
        <Deposit props={props} info={info} />
      </aside>
      {state.kind === 'done' ? (
        <Confirmation props={props} reservation={state.reservation} />
      ) : (
        <form className="lead-form checkout__form" noValidate onSubmit={submit} aria-labelledby={`${formId}-heading`}>
          <h2 id={`${formId}-heading`}>Your details</h2>
          {errors && <ErrorSummary formId={formId} fields={fields} errors={errors} />}
          {fields.map((field) => (
            <DetailField
              key={field.name}
              field={field}
              id={fieldId(formId, field.name)}
              value={String(values[field.name] ?? '')}
              error={errors?.fields[field.name]}
              onChange={change}
            />
          ))}
          <h2>Payment</h2>
          <div
            className="checkout__card"
            ref={cardHost}
            style={{ minHeight: info.payment.provider === 'test' ? `${TEST_FRAME_HEIGHT_PX}px` : undefined }}
          />
          <div role="alert" className="checkout__pay-error" id={`${formId}-payment-error`} tabIndex={-1}>
            {payError}
          </div>
          <button type="submit" className="button button--success checkout__pay" disabled={!cardReady || state.paying}>
            {state.paying ? 'Reserving…' : `Pay ${props.deposit} deposit and reserve`}
          </button>
        </form>
      )}
    </div>
  );
}
