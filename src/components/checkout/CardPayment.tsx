import type { Ref } from 'react';
import type { PaymentBrowserConfig } from '../../domain/reservations/checkout.ts';
import { TEST_FRAME_HEIGHT_PX } from './card-field.ts';

interface Props {
  formId: string;
  /** Where the processor's card field mounts (useCardField). */
  host: Ref<HTMLDivElement>;
  payment: PaymentBrowserConfig;
  /** Why the card was not taken, read out as it appears. */
  payError: string | null;
  disabled: boolean;
  label: string;
}

/** The processor's card field, what went wrong with the card, and the Pay button. */
export function CardPayment({ formId, host, payment, payError, disabled, label }: Props) {
  return (
    <>
      <div
        className="checkout__card"
        ref={host}
        // the test frame's height held before it loads, so the page does not move
        style={{ minHeight: payment.provider === 'test' ? `${TEST_FRAME_HEIGHT_PX}px` : undefined }}
      />
      <div role="alert" className="checkout__pay-error" id={`${formId}-payment-error`} tabIndex={-1}>
        {payError}
      </div>
      <button type="submit" className="button button--success checkout__pay" disabled={disabled}>
        {label}
      </button>
    </>
  );
}
