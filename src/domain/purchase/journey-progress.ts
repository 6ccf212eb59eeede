import { PURCHASE_STEPS, type AnsweredStep, type PurchaseChoices, type PurchaseStep } from './journey.ts';

/** The steps answered by a POST of their own, in order; the deposit is a reservation. */
export const ANSWERED_STEPS = PURCHASE_STEPS.filter((step): step is AnsweredStep => step !== 'deposit');

/** A journey not begun: nothing chosen yet. */
export const NO_CHOICES: PurchaseChoices = {
  details: null,
  drive_away: null,
  trade_in: null,
  finance: null,
  delivery: null,
};

/** What says a step is answered: its choice (step 1's is the buyer's details, since a car without a price has no estimate). */
const ANSWER: Record<AnsweredStep, (choices: PurchaseChoices) => unknown> = {
  'drive-away': (choices) => choices.details,
  'trade-in': (choices) => choices.trade_in,
  finance: (choices) => choices.finance,
  delivery: (choices) => choices.delivery,
};

/** The first step not answered yet; the deposit once the four before it are. */
export function currentStep(choices: PurchaseChoices): PurchaseStep {
  return ANSWERED_STEPS.find((step) => ANSWER[step](choices) === null) ?? 'deposit';
}

/** The steps answered so far, in order (the deposit is not among them: it is a reservation). */
export function answeredSteps(choices: PurchaseChoices): AnsweredStep[] {
  return ANSWERED_STEPS.filter((step) => ANSWER[step](choices) !== null);
}

/**
 * Whether `step` may be answered now: every step before it is. A step answered before may be
 * answered again (the shopper went back), and the later answers stay.
 */
export function mayAnswer(step: PurchaseStep, choices: PurchaseChoices): boolean {
  return PURCHASE_STEPS.indexOf(step) <= PURCHASE_STEPS.indexOf(currentStep(choices));
}
