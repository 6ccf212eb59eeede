import { parseCurrency } from '../../domain/forms/currency.ts';
import { ChoiceStep } from './ChoiceStep.tsx';
import type { StepProps } from './use-step-form.ts';

/**
 * The amount in dollars, read by the forms' currency rule ('$25,000' → 25000); anything else
 * goes as typed, for the API to say on the field what it takes (whole dollars in its range).
 */
const amountAsTyped = (text = ''): number | string => parseCurrency(text) ?? text;

/** Step 3: cash, or finance of an amount over a term. */
export function FinanceStep({ props, flow }: StepProps) {
  const stored = flow.journey.choices.finance;
  return (
    <ChoiceStep
      props={props}
      flow={flow}
      step="finance"
      name="payment"
      legend="How will you pay?"
      options={[
        { value: 'cash', label: 'Cash' },
        { value: 'finance', label: 'Finance', hint: 'The dealer’s finance team will call you with a quote.' },
      ]}
      initial={stored?.payment ?? 'cash'}
      asking="finance"
      fields={props.fields.finance}
      prefill={
        stored?.payment === 'finance' ? { amount: String(stored.amount), term_months: String(stored.term_months) } : {}
      }
      body={(payment, values) =>
        payment === 'cash'
          ? { payment }
          : { payment, amount: amountAsTyped(values.amount), term_months: Number(values.term_months) }
      }
    />
  );
}
