import { useState } from 'react';
import type { FormField } from '../../domain/forms/fields.ts';
import type { AnsweredStep } from '../../domain/purchase/journey.ts';
import { DetailFields } from '../checkout/DetailField.tsx';
import { ChoiceField, type ChoiceOption } from './ChoiceField.tsx';
import { StepForm } from './StepForm.tsx';
import { useStepForm, type StepProps } from './use-step-form.ts';

interface Props<V extends string> extends StepProps {
  step: AnsweredStep;
  /** The question, its options, and the one answered now (the stored answer, else the first). */
  name: string;
  legend: string;
  options: readonly ChoiceOption<V>[];
  initial: V;
  /** The option that asks `fields` too (a trade-in's car, finance's amount, delivery's postcode). */
  asking: V;
  fields: readonly FormField[];
  /** The fields' stored values. */
  prefill: Readonly<Record<string, string>>;
  /** What the API is sent: the option chosen, with the fields' values when it asks them. */
  body: (choice: V, values: Record<string, string>) => object;
}

/** A step answered by one of a few options, one of which asks some fields more (steps 2 to 4). */
export function ChoiceStep<V extends string>(props: Props<V>) {
  const { flow, fields } = props;
  const [choice, setChoice] = useState<V>(props.initial);
  const form = useStepForm(flow, props.step, props.props.formId, fields, props.prefill);
  const shown = choice === props.asking ? fields : [];

  return (
    <StepForm {...form.frame(shown, () => props.body(choice, form.trimmed(shown)))}>
      <ChoiceField
        formId={props.props.formId}
        name={props.name}
        legend={props.legend}
        options={props.options}
        value={choice}
        onChange={setChoice}
      />
      <DetailFields {...form.inputs(shown)} />
    </StepForm>
  );
}
