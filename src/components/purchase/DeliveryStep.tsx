import { ChoiceStep } from './ChoiceStep.tsx';
import type { StepProps } from './use-step-form.ts';

/** Step 4: pick-up at the car's location, or delivery to the buyer's postcode where the dealer delivers. */
export function DeliveryStep({ props, flow }: StepProps) {
  const { pickup, delivers, choices } = flow.journey;
  const stored = choices.delivery;
  return (
    <ChoiceStep
      props={props}
      flow={flow}
      step="delivery"
      name="method"
      legend="How would you like to get the car?"
      options={[
        { value: 'pickup', label: `Pick up at ${pickup.name}`, hint: pickup.address },
        ...(delivers
          ? [{ value: 'delivery' as const, label: 'Delivery to my postcode', hint: 'The fee depends on the distance.' }]
          : []),
      ]}
      initial={delivers && stored?.method === 'delivery' ? 'delivery' : 'pickup'}
      asking="delivery"
      fields={props.fields.delivery}
      prefill={stored?.method === 'delivery' ? { postcode: stored.postcode } : {}}
      body={(method, values) => (method === 'delivery' ? { method, postcode: values.postcode } : { method })}
    />
  );
}
