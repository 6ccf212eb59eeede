import { useEffect, useRef, useState } from 'react';
import { checkoutApiHref } from '../../checkout-api-paths.ts';
import { signInHref } from '../../domain/account/sign-in.ts';
import {
  PURCHASE_MESSAGES,
  PURCHASE_STEPS,
  type AnsweredStep,
  type PurchaseJourneyAnswer,
  type PurchaseStep,
} from '../../domain/purchase/journey.ts';
import type { ReservationAnswer } from '../../domain/reservations/checkout.ts';
import type { PurchaseProps } from '../../views/purchase/purchase-props.ts';
import { backPath } from '../account/back-path.ts';
import { readSession } from '../account/session.ts';
import { apiRequest, postJson } from '../checkout/api-request.ts';
import { useFocusRequest } from '../checkout/use-focus-request.ts';

/** Where the page is: finding the journey, on one of its steps, or why it cannot go on. */
export type JourneyState =
  | { kind: 'loading' }
  | { kind: 'no-car' }
  | { kind: 'reserved' }
  | { kind: 'unavailable' }
  | { kind: 'ready'; journey: PurchaseJourneyAnswer; step: PurchaseStep; notice?: string };

/** How sending a step's answer went: done (the page has moved on), refused field by field (422), or not sent. */
export type StepOutcome =
  { kind: 'done' } | { kind: 'refused'; body: Record<string, unknown> } | { kind: 'failed'; message: string };

/** What the step forms are handed: the journey so far and how to move through it. */
export interface PurchaseFlow {
  slug: string;
  journey: PurchaseJourneyAnswer;
  step: PurchaseStep;
  /** The signed-in number (E.164): the buyer's Mobile where nothing else fills it. */
  phone: string | null;
  sending: boolean;
  answer: (step: AnsweredStep, body: Record<string, unknown>) => Promise<StepOutcome>;
  back: () => void;
  paid: (reservation: ReservationAnswer) => void;
  taken: () => void;
  signIn: () => void;
}

/** The step heading's id: it takes focus as a step comes, so a screen reader starts there. */
export const stepHeadingId = (formId: string) => `${formId}-step-heading`;

const at = (index: number): PurchaseStep => PURCHASE_STEPS[Math.max(0, index)] ?? 'deposit';

/**
 * The step shown after one is saved: the next, unless the journey says an earlier one is still
 * open (the server keeps the answers, so a step gone back to leads on through the later ones).
 */
function stepAfter(saved: AnsweredStep, open: PurchaseStep): PurchaseStep {
  return at(Math.min(PURCHASE_STEPS.indexOf(saved) + 1, PURCHASE_STEPS.indexOf(open)));
}

const errorOf = (body: Record<string, unknown>): string | null =>
  typeof body.error === 'string' && body.error.trim() ? body.error : null;

/**
 * The purchase page's journey: the car from the address (?car_id=), a signed-in shopper (every
 * purchase is one: a visitor goes to sign in and comes back), the journey as the server keeps
 * it (resumed at its open step, after a reload or on another device), each step's answer sent
 * and the next step shown, Back to the step before, and the deposit's reservation at the end.
 */
export function usePurchaseJourney(props: PurchaseProps) {
  const [state, setState] = useState<JourneyState>({ kind: 'loading' });
  const [sending, setSending] = useState(false);
  const [phone, setPhone] = useState<string | null>(null);
  const slug = useRef<string | null>(null);
  const focus = useFocusRequest();

  const signIn = () => location.replace(signInHref(props.signInType, location.pathname + location.search, backPath()));

  const show = (journey: PurchaseJourneyAnswer, step: PurchaseStep) => {
    setState({ kind: 'ready', journey, step });
    focus(journey.reservation ? `${props.formId}-done` : stepHeadingId(props.formId));
  };

  /** `notice`: why the page went back to the journey's open step. */
  const load = async (notice?: string) => {
    // the address purchaseJourneyHref made; the API answers 404 for a car_id that names no car it sells
    slug.current = new URLSearchParams(location.search).get('car_id') || null;
    if (!slug.current) return setState({ kind: 'no-car' });
    const session = await readSession();
    if (!session.signed_in) return signIn();
    setPhone(session.user.phone);
    setState({ kind: 'loading' });
    const answer = await apiRequest(checkoutApiHref('purchase', slug.current));
    if (answer?.status === 200) {
      const journey = answer.body as unknown as PurchaseJourneyAnswer;
      setState({ kind: 'ready', journey, step: journey.step, ...(notice ? { notice } : {}) });
      if (notice) focus(stepHeadingId(props.formId));
    } else if (answer?.status === 401) signIn();
    else if (answer?.status === 404) setState({ kind: 'no-car' });
    else if (answer?.status === 409) setState({ kind: 'reserved' });
    else setState({ kind: 'unavailable' });
  };

  useEffect(() => {
    void load();
    // the car is read once, from the page's own address
  }, []);

  const answer = async (step: AnsweredStep, body: Record<string, unknown>): Promise<StepOutcome> => {
    if (!slug.current) return { kind: 'failed', message: PURCHASE_MESSAGES.notFound };
    setSending(true);
    const reply = await postJson(checkoutApiHref('purchaseStep', slug.current, step), body);
    setSending(false);
    if (reply?.status === 200) {
      const journey = reply.body as unknown as PurchaseJourneyAnswer;
      show(journey, stepAfter(step, journey.step));
      return { kind: 'done' };
    }
    if (reply?.status === 401) signIn();
    else if (reply?.status === 404) setState({ kind: 'no-car' });
    else if (reply?.status === 409 && reply.body.reserved === true) setState({ kind: 'reserved' });
    else if (reply?.status === 422) return { kind: 'refused', body: reply.body };
    // a step before this one is open (the journey changed in another tab): back to it, saying why
    else if (reply?.status === 409) void load(errorOf(reply.body) ?? PURCHASE_MESSAGES.stepOrder);
    else return { kind: 'failed', message: (reply && errorOf(reply.body)) ?? PURCHASE_MESSAGES.unavailable };
    return { kind: 'done' };
  };

  const flow: PurchaseFlow | null =
    state.kind === 'ready' && slug.current
      ? {
          slug: slug.current,
          journey: state.journey,
          step: state.step,
          phone,
          sending,
          answer,
          back: () => show(state.journey, at(PURCHASE_STEPS.indexOf(state.step) - 1)),
          paid: (reservation) => show({ ...state.journey, reservation }, 'deposit'),
          taken: () => setState({ kind: 'reserved' }),
          signIn,
        }
      : null;

  return { state, flow, retry: () => void load() };
}
