import type { PurchaseJourneyAnswer } from '../../domain/purchase/journey.ts';
import { CarSummary } from '../checkout/CarSummary.tsx';
import { deliveryFeeLine, deliveryLine, paymentLine, tradeInLine } from './choice-lines.ts';
import { DriveAwayEstimate } from './DriveAwayEstimate.tsx';

/** The car and what the shopper has chosen so far, beside every step. */
export function PurchaseSummary({ journey }: { journey: PurchaseJourneyAnswer }) {
  const { choices } = journey;
  const { delivery } = choices;
  return (
    <aside className="checkout__summary purchase__summary" aria-label="Your purchase">
      <CarSummary car={journey.car} />
      {choices.drive_away ? (
        <DriveAwayEstimate estimate={choices.drive_away} />
      ) : (
        choices.details && (
          <p className="purchase__note">This car shows no price: the dealer will tell you its drive-away price.</p>
        )
      )}
      {(choices.trade_in || choices.finance || delivery) && (
        <dl className="purchase__choices">
          {choices.trade_in && (
            <div>
              <dt>Trade-in</dt>
              <dd>{tradeInLine(choices.trade_in)}</dd>
            </div>
          )}
          {choices.finance && (
            <div>
              <dt>Payment</dt>
              <dd>{paymentLine(choices.finance)}</dd>
            </div>
          )}
          {delivery && (
            <div>
              <dt>Delivery or pick-up</dt>
              <dd>
                {deliveryLine(delivery, journey.pickup)}
                {delivery.method === 'delivery' && <span className="purchase__note">{deliveryFeeLine(delivery)}</span>}
              </dd>
            </div>
          )}
        </dl>
      )}
    </aside>
  );
}
