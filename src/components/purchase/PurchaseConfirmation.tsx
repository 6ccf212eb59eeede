import { formatPrice } from '../../domain/format.ts';
import type { PurchaseJourneyAnswer } from '../../domain/purchase/journey.ts';
import type { ReservationAnswer } from '../../domain/reservations/checkout.ts';
import { DepositConfirmation } from '../checkout/DepositConfirmation.tsx';
import { deliveryFeeLine, deliveryLine, tradeInLine } from './choice-lines.ts';

interface Props {
  formId: string;
  journey: PurchaseJourneyAnswer;
  reservation: ReservationAnswer;
  refundable: string;
}

/** The purchase's end: the deposit's reference, what the dealer does next with each choice, and who they are. */
export function PurchaseConfirmation({ formId, journey, reservation, refundable }: Props) {
  const { name } = reservation.dealer;
  const { trade_in: tradeIn, finance, delivery } = journey.choices;
  const { pickup } = journey;
  return (
    <DepositConfirmation
      id={`${formId}-done`}
      heading={`Your deposit on the ${reservation.car.title} is paid`}
      reservation={reservation}
    >
      <li>
        {name} will call you to arrange paying the balance and signing the contract. Until then we hold a{' '}
        {formatPrice(reservation.deposit.amount)} deposit on your card; it is not charged unless {name} confirms your
        purchase.
      </li>
      {finance && (
        <li>
          {finance.payment === 'finance'
            ? `Your finance enquiry for ${formatPrice(finance.amount)} over ${finance.term_months} months (reference ${finance.reference}) has gone to ${name}: their finance team will call you with a quote.`
            : 'You are paying cash: the dealer will tell you how to pay the balance.'}
        </li>
      )}
      {tradeIn?.trade_in && (
        <li>
          Your trade-in, {tradeInLine(tradeIn)}: {name} will value it (reference {tradeIn.reference}) and take its value
          off the balance.
        </li>
      )}
      {delivery && (
        <li>
          {deliveryLine(delivery, pickup)}
          {delivery.method === 'delivery'
            ? ` (${deliveryFeeLine(delivery).toLowerCase()}): the dealer will arrange a day with you.`
            : `${pickup.address ? `, ${pickup.address}` : ''}: the dealer will arrange a time with you.`}
        </li>
      )}
      <li>If the dealer has not confirmed by {reservation.hold_until}, the hold is released automatically.</li>
      <li>Your deposit is {refundable}: the e-mail we have sent you has a link to cancel.</li>
    </DepositConfirmation>
  );
}
