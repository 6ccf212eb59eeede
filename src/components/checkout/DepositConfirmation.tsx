import type { ReactNode } from 'react';
import type { ReservationAnswer } from '../../domain/reservations/checkout.ts';

interface Props {
  /** The section's id: focus moves to it as it comes. */
  id: string;
  heading: string;
  reservation: ReservationAnswer;
  /** What happens next, as list items. */
  children: ReactNode;
}

/** A paid deposit's confirmation: its reference, what happens next, and the dealer who will call. */
export function DepositConfirmation({ id, heading, reservation, children }: Props) {
  const { dealer } = reservation;
  return (
    <section className="checkout__done" id={id} tabIndex={-1} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <p className="checkout__reference">
        Your reference: <strong>{reservation.reference}</strong>
      </p>
      <h3>What happens next</h3>
      <ul>{children}</ul>
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
