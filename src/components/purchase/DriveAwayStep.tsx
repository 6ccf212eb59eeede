import { useEffect } from 'react';
import { DetailFields } from '../checkout/DetailField.tsx';
import { StepForm } from './StepForm.tsx';
import { useStepForm, type StepProps } from './use-step-form.ts';

/** Step 1: the state the car will be registered in (the estimate is that state's) and the buyer's details. */
export function DriveAwayStep({ props, flow }: StepProps) {
  const { journey } = flow;
  const fields = props.fields.driveAway;
  const states = fields.find((field) => field.name === 'state')?.options ?? [];
  const carState = journey.car.location?.state ?? '';
  const form = useStepForm(flow, 'drive-away', props.formId, fields, {
    ...journey.choices.details,
    // where the car is, until the shopper says otherwise
    state: journey.choices.drive_away?.state ?? (states.includes(carState) ? carState : ''),
  });

  useEffect(() => {
    if (flow.phone) form.fillPhone(flow.phone);
    // once, as the step comes: the shopper may then change it
  }, []);

  return (
    <StepForm {...form.frame(fields, () => form.trimmed())}>
      <p>
        Stamp duty, registration and CTP depend on where the car will be registered. We work them out for your state.
      </p>
      <DetailFields {...form.inputs(fields)} />
    </StepForm>
  );
}
