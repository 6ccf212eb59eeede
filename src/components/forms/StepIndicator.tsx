import type { ResolvedStep } from './form-steps.ts';

interface Props {
  steps: readonly ResolvedStep[];
  current: number;
}

/** Where the shopper is in a multistep form (spec §4): every step, the current one marked. */
export function StepIndicator({ steps, current }: Props) {
  return (
    <ol className="lead-form__steps" aria-label="Form steps">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={index === current ? 'is-current' : index < current ? 'is-done' : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="lead-form__step-number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="visually-hidden">
            Step {index + 1} of {steps.length}:{' '}
          </span>
          {step.title}
        </li>
      ))}
    </ol>
  );
}
