import type { CheckoutCarAnswer } from '../../domain/reservations/checkout.ts';

interface Props {
  /** The deposit as the site shows it, e.g. '$200'. */
  deposit: string;
  /** '100% refundable'. */
  refundable: string;
  info: Pick<CheckoutCarAnswer, 'hold_hours' | 'accepted_cards'>;
}

/** spec §9 the deposit: its amount, how long it holds the car, that it comes back, the cards taken. */
export function DepositTerms({ deposit, refundable, info }: Props) {
  return (
    <div className="checkout__deposit">
      <p className="checkout__deposit-amount">
        <strong>{deposit}</strong> deposit
      </p>
      <p>
        Held for {info.hold_hours} hours, {refundable}. Your card is not charged unless the dealer confirms your
        reservation.
      </p>
      <p className="checkout__cards">We accept {info.accepted_cards.join(', ')}.</p>
    </div>
  );
}
