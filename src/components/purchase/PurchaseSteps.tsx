import { PURCHASE_STEP_TITLES, PURCHASE_STEPS, type PurchaseStep } from '../../domain/purchase/journey.ts';

interface Props {
  /** The step on screen. */
  current: PurchaseStep;
  /** The first step not answered yet: those before it are done. */
  open: PurchaseStep;
  /** The deposit is paid: every step is done. */
  finished: boolean;
}

/** The five steps of the purchase in order: the one on screen marked as current, those answered as done. */
export function PurchaseSteps({ current, open, finished }: Props) {
  const openIndex = PURCHASE_STEPS.indexOf(open);
  return (
    <ol className="purchase__steps" aria-label="Steps to buy online">
      {PURCHASE_STEPS.map((step, index) => {
        const isCurrent = !finished && step === current;
        const done = finished || (index < openIndex && !isCurrent);
        return (
          <li
            key={step}
            className={isCurrent ? 'is-current' : done ? 'is-done' : undefined}
            aria-current={isCurrent ? 'step' : undefined}
          >
            <span className="purchase__step-number" aria-hidden="true">
              {done ? (
                <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
                  <path d="M2 8.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2.5" />
                </svg>
              ) : (
                index + 1
              )}
            </span>
            <span>
              {PURCHASE_STEP_TITLES[step]}
              {done && <span className="visually-hidden"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
