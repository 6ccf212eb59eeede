import type { ReactNode } from 'react';
import { PURCHASE_MESSAGES, type PurchaseStep } from '../../domain/purchase/journey.ts';
import { RESERVATION_MESSAGES } from '../../domain/reservations/checkout.ts';
import type { PurchaseProps } from '../../views/purchase/purchase-props.ts';
import { Stop } from '../checkout/Stop.tsx';
import { DeliveryStep } from './DeliveryStep.tsx';
import { DepositStep } from './DepositStep.tsx';
import { DriveAwayStep } from './DriveAwayStep.tsx';
import { FinanceStep } from './FinanceStep.tsx';
import { PurchaseConfirmation } from './PurchaseConfirmation.tsx';
import { PurchaseSteps } from './PurchaseSteps.tsx';
import { PurchaseSummary } from './PurchaseSummary.tsx';
import { TradeInStep } from './TradeInStep.tsx';
import { usePurchaseJourney } from './use-purchase-journey.ts';
import type { StepProps } from './use-step-form.ts';

const STEP_FORMS: Record<PurchaseStep, (stepProps: StepProps) => ReactNode> = {
  'drive-away': DriveAwayStep,
  'trade-in': TradeInStep,
  finance: FinanceStep,
  delivery: DeliveryStep,
  deposit: DepositStep,
};

/**
 * spec §2 /checkout-journey?car_id={slug}, §4 Online Purchase: a signed-in shopper buys a car
 * step by step (the drive-away price for their state, a trade-in, cash or finance, delivery or
 * pick-up) and pays a refundable deposit that holds it; the journey is kept on the server, so
 * a reload or another device goes on where it stopped.
 */
export function PurchaseJourney(props: PurchaseProps) {
  const { state, flow, retry } = usePurchaseJourney(props);
  const search = props.hrefs.search;

  if (state.kind === 'no-car') return <Stop searchHref={search} message={PURCHASE_MESSAGES.notFound} />;
  if (state.kind === 'reserved') return <Stop searchHref={search} message={RESERVATION_MESSAGES.alreadyReserved} />;
  if (state.kind === 'unavailable')
    return <Stop searchHref={search} message={PURCHASE_MESSAGES.unavailable} retry={retry} />;
  if (state.kind === 'loading' || !flow)
    return (
      <p className="checkout__loading" role="status">
        Loading…
      </p>
    );

  const { journey } = flow;
  const Step = STEP_FORMS[flow.step];
  return (
    <div className="purchase">
      <PurchaseSteps current={flow.step} open={journey.step} finished={journey.reservation !== null} />
      <div className="purchase__body">
        <div className="purchase__main">
          {state.notice && (
            <p className="lead-form__failure" role="alert">
              {state.notice}
            </p>
          )}
          {journey.reservation ? (
            <PurchaseConfirmation
              formId={props.formId}
              journey={journey}
              reservation={journey.reservation}
              refundable={props.refundable}
            />
          ) : (
            <Step key={flow.step} props={props} flow={flow} />
          )}
        </div>
        <PurchaseSummary journey={journey} />
      </div>
    </div>
  );
}
