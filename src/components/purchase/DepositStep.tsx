import { type SubmitEvent, useState } from 'react';
import { formatPrice } from '../../domain/format.ts';
import { RESERVATION_MESSAGES } from '../../domain/reservations/checkout.ts';
import { rememberUserDetails } from '../../stores/user-details.ts';
import { CardPayment } from '../checkout/CardPayment.tsx';
import { DepositTerms } from '../checkout/DepositTerms.tsx';
import { payDeposit } from '../checkout/pay-deposit.ts';
import { useCardField } from '../checkout/use-card-field.ts';
import { useFocusRequest } from '../checkout/use-focus-request.ts';
import { StepForm } from './StepForm.tsx';
import type { StepProps } from './use-step-form.ts';

/** The API's messages about the buyer's details (step 1's), in one line: the deposit step has no fields of its own. */
function refusalOf(body: Record<string, unknown>): string {
  const errors = body.errors;
  const messages =
    typeof errors === 'object' && errors !== null
      ? Object.values(errors).filter((message): message is string => typeof message === 'string')
      : [];
  return messages.length > 0 ? messages.join(' ') : RESERVATION_MESSAGES.paymentUnavailable;
}

/** Step 5: the deposit on the card, in the processor's own frame, that holds the car for the buyer. */
export function DepositStep({ props, flow }: StepProps) {
  const { journey } = flow;
  const deposit = formatPrice(journey.deposit.amount);
  const card = useCardField(journey.payment, journey.deposit.amount * 100);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const focus = useFocusRequest();

  const pay = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = card.card.current;
    if (paying || !field) return;
    setPayError(null);
    setPaying(true);
    const details = journey.choices.details ?? {};
    const outcome = await payDeposit(field, { car: flow.slug, journey: 'purchase', ...details });
    setPaying(false);
    if (outcome.kind === 'paid') {
      rememberUserDetails(details);
      return flow.paid(outcome.reservation);
    }
    if (outcome.kind === 'taken') return flow.taken();
    if (outcome.kind === 'signed-out') return flow.signIn();
    setPayError(
      outcome.kind === 'declined'
        ? outcome.message
        : outcome.kind === 'invalid'
          ? refusalOf(outcome.body)
          : RESERVATION_MESSAGES.paymentUnavailable,
    );
    focus(`${props.formId}-payment-error`);
  };

  return (
    <StepForm
      formId={props.formId}
      step="deposit"
      fields={[]}
      errors={null}
      failure={null}
      onSubmit={(event) => void pay(event)}
      onBack={flow.back}
      submitLabel={null}
      busy={paying}
    >
      <DepositTerms deposit={deposit} refundable={props.refundable} info={journey} />
      <CardPayment
        formId={props.formId}
        host={card.host}
        payment={journey.payment}
        payError={payError}
        disabled={!card.ready || paying}
        label={paying ? 'Paying…' : `Pay ${deposit} deposit`}
      />
    </StepForm>
  );
}
