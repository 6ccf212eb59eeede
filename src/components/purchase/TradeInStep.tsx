import { ChoiceStep } from './ChoiceStep.tsx';
import type { StepProps } from './use-step-form.ts';

/** Step 2: no trade-in, or the shopper's car by its rego, state and kilometres. */
export function TradeInStep({ props, flow }: StepProps) {
  const stored = flow.journey.choices.trade_in;
  return (
    <ChoiceStep
      props={props}
      flow={flow}
      step="trade-in"
      name="trade_in"
      legend="Do you have a car to trade in?"
      options={[
        { value: 'no', label: 'No' },
        { value: 'yes', label: 'Yes', hint: 'The dealer will value it and take its value off the price.' },
      ]}
      initial={stored?.trade_in ? 'yes' : 'no'}
      asking="yes"
      fields={props.fields.tradeIn}
      prefill={stored?.trade_in ? { rego: stored.rego, regoState: stored.regoState, kms: String(stored.kms) } : {}}
      body={(choice, values) => (choice === 'yes' ? { trade_in: true, ...values } : { trade_in: false })}
    />
  );
}
