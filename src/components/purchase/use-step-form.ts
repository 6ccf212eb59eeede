import { type SubmitEvent, useState } from 'react';
import type { FormField } from '../../domain/forms/fields.ts';
import { PURCHASE_MESSAGES, PURCHASE_STEPS, type AnsweredStep } from '../../domain/purchase/journey.ts';
import { useFieldValues } from '../checkout/use-field-values.ts';
import { useFocusRequest } from '../checkout/use-focus-request.ts';
import type { PurchaseProps } from '../../views/purchase/purchase-props.ts';
import type { PurchaseFlow } from './use-purchase-journey.ts';

/**
 * One answered step's form: its values (prefilled with the stored answer), the required fields
 * it shows checked before anything is sent, then the answer sent and the API's refusals shown
 * on their fields with the lead forms' error summary, or why nothing could be sent.
 */
export function useStepForm(
  flow: PurchaseFlow,
  step: AnsweredStep,
  formId: string,
  fields: readonly FormField[],
  prefill: Readonly<Record<string, string>> = {},
) {
  const form = useFieldValues(fields, prefill);
  const [failure, setFailure] = useState<string | null>(null);
  const focus = useFocusRequest();

  /** Sends `body` once the fields on screen (`shown`) have what they need. */
  const send = async (event: SubmitEvent<HTMLFormElement>, shown: readonly FormField[], body: () => object) => {
    event.preventDefault();
    if (flow.sending) return;
    setFailure(null);
    if (!form.complete(shown)) return focus(`${formId}-errors`);
    const outcome = await flow.answer(step, { ...body() });
    if (outcome.kind === 'done') return;
    if (outcome.kind === 'refused' && form.refused(outcome.body, shown)) return focus(`${formId}-errors`);
    const error = outcome.kind === 'refused' ? outcome.body.error : outcome.message;
    setFailure(typeof error === 'string' && error ? error : PURCHASE_MESSAGES.unavailable);
    focus(`${formId}-failure`);
  };

  /** StepForm's props: the step, what is wrong, Continue sending `body` once `shown` is complete, Back. */
  const frame = (shown: readonly FormField[], body: () => object) => ({
    formId,
    step,
    fields: shown,
    errors: form.errors,
    failure,
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => void send(event, shown, body),
    onBack: step === PURCHASE_STEPS[0] ? null : flow.back,
    submitLabel: 'Continue',
    busy: flow.sending,
  });

  /** DetailFields' props for `shown`. */
  const inputs = (shown: readonly FormField[]) => ({
    formId,
    fields: shown,
    values: form.values,
    errors: form.errors?.fields,
    onChange: form.change,
  });

  return { ...form, frame, inputs };
}

/** What every step's form is given. */
export interface StepProps {
  props: PurchaseProps;
  flow: PurchaseFlow;
}
