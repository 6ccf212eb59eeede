import type { ReactNode, SubmitEvent } from 'react';
import type { FormField } from '../../domain/forms/fields.ts';
import { PURCHASE_STEP_TITLES, PURCHASE_STEPS, type PurchaseStep } from '../../domain/purchase/journey.ts';
import { ErrorSummary } from '../forms/ErrorSummary.tsx';
import type { ErrorList } from '../forms/form-errors.ts';
import { stepHeadingId } from './use-purchase-journey.ts';

interface Props {
  formId: string;
  step: PurchaseStep;
  /** The fields on screen: the error summary links to them. */
  fields: readonly FormField[];
  errors: ErrorList | null;
  /** Why the answer could not be sent (no answer, the API's own refusal). */
  failure: string | null;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** Back to the step before; none on the first. */
  onBack: (() => void) | null;
  /** Continue's label; null where the step has its own button (the deposit's Pay). */
  submitLabel: string | null;
  busy: boolean;
  children: ReactNode;
}

/** One step of the purchase: its heading (focused as it comes), what is wrong, its fields, Back and Continue. */
export function StepForm(props: Props) {
  const { formId, step, errors, failure } = props;
  const headingId = stepHeadingId(formId);
  return (
    <form className="lead-form purchase__form" noValidate onSubmit={props.onSubmit} aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} className="purchase__step-heading">
        <span className="purchase__step-count">
          Step {PURCHASE_STEPS.indexOf(step) + 1} of {PURCHASE_STEPS.length}
          <span className="visually-hidden">: </span>
        </span>{' '}
        {PURCHASE_STEP_TITLES[step]}
      </h2>
      {errors && <ErrorSummary formId={formId} fields={props.fields} errors={errors} />}
      {failure && (
        <p className="lead-form__failure" id={`${formId}-failure`} role="alert" tabIndex={-1}>
          {failure}
        </p>
      )}
      {props.children}
      <div className="lead-form__buttons purchase__buttons">
        {props.onBack && (
          <button type="button" className="button button--outline" onClick={props.onBack}>
            Back
          </button>
        )}
        {props.submitLabel && (
          <button type="submit" className="button" disabled={props.busy}>
            {props.busy ? 'Saving…' : props.submitLabel}
          </button>
        )}
      </div>
    </form>
  );
}
