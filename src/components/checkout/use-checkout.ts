import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { checkoutApiHref } from '../../checkout-api-paths.ts';
import { displayMobile } from '../../domain/account/mobile-number.ts';
import { signInHref } from '../../domain/account/sign-in.ts';
import type { FormField } from '../../domain/forms/fields.ts';
import { FORM_MESSAGES } from '../../domain/forms/messages.ts';
import {
  RESERVATION_MESSAGES,
  type CheckoutCarAnswer,
  type ReservationAnswer,
} from '../../domain/reservations/checkout.ts';
import { checkoutOfPath } from '../../site-urls.ts';
import { $userDetails, rememberUserDetails } from '../../stores/user-details.ts';
import type { CheckoutProps } from '../../views/checkout/checkout-props.ts';
import { backPath } from '../account/back-path.ts';
import { readSession } from '../account/session.ts';
import { apiErrorList, withoutFieldError, type ErrorList } from '../forms/form-errors.ts';
import { initialValues, withStoredDetails, type RawValues } from '../forms/form-values.ts';
import { mountCardField, type CardField } from './card-field.ts';

/** Where the page is: finding the car, showing it, paying, done, or why it cannot go on. */
export type CheckoutState =
  | { kind: 'loading' }
  | { kind: 'no-car' }
  | { kind: 'reserved' }
  | { kind: 'unavailable' }
  | { kind: 'ready'; info: CheckoutCarAnswer; paying: boolean }
  | { kind: 'done'; info: CheckoutCarAnswer; reservation: ReservationAnswer };

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One request to the API; null when no answer came (offline, the API down). */
async function request(url: string, init?: RequestInit): Promise<Answer | null> {
  try {
    const response = await fetch(url, { credentials: 'same-origin', ...init });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, body };
  } catch {
    return null;
  }
}

/**
 * The details left empty that the API would refuse, by their own messages. The API checks the
 * rest by the lead forms' rules and answers 422 per field, shown in the same places: the
 * page does not carry the forms' validation code, which would split the lead form's chunk on
 * every form page.
 */
function emptyRequired(fields: readonly FormField[], values: RawValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.required && (typeof value !== 'string' || value.trim() === ''))
      errors[field.name] = field.requiredMessage ?? FORM_MESSAGES.fixErrors;
  }
  return errors;
}

/**
 * The checkout page's state: the car from its path (one page serves every car's
 * /cars/{slug}/checkout and /buy-online), the sign-in gate once the slug is known (spec §2),
 * the car's live data, then the shopper's details and the processor's card field, the
 * reservation, and its confirmation.
 */
export function useCheckout(props: CheckoutProps) {
  const { fields } = props;
  const [state, setState] = useState<CheckoutState>({ kind: 'loading' });
  const [values, setValues] = useState<RawValues>(() => initialValues(fields));
  const [errors, setErrors] = useState<ErrorList | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [cardReady, setCardReady] = useState(false);
  const touched = useRef(new Set<string>());
  const cardHost = useRef<HTMLDivElement>(null);
  const card = useRef<CardField | null>(null);
  const stored = useStore($userDetails);
  const target = useRef<{ slug: string; journey: string } | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);

  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  useEffect(() => setValues((current) => withStoredDetails(current, stored, touched.current)), [stored]);

  const load = async () => {
    const path = checkoutOfPath(location.pathname);
    target.current = path;
    if (!path) return setState({ kind: 'no-car' });
    if (props.signInType) {
      const session = await readSession();
      if (!session.signed_in) {
        location.replace(signInHref(props.signInType, location.pathname + location.search, backPath()));
        return;
      }
      // the signed-in number, as the shopper reads it, unless they typed or stored another
      setValues((current) => ({ ...current, phone: current.phone || displayMobile(session.user.phone) }));
    }
    setState({ kind: 'loading' });
    const answer = await request(`${checkoutApiHref('checkoutCar', path.slug)}?journey=${path.journey}`);
    if (answer?.status === 200)
      setState({ kind: 'ready', info: answer.body as unknown as CheckoutCarAnswer, paying: false });
    else if (answer?.status === 404) setState({ kind: 'no-car' });
    else if (answer?.status === 409) setState({ kind: 'reserved' });
    else setState({ kind: 'unavailable' });
  };

  useEffect(() => {
    void load();
    // the car is read once, from the page's own path
  }, []);

  const ready = state.kind === 'ready' ? state.info : null;
  useEffect(() => {
    if (!ready || !cardHost.current || card.current) return;
    const field = mountCardField(cardHost.current, ready.payment, {
      amountCents: ready.deposit.amount * 100,
      onSubmit: () => cardHost.current?.closest('form')?.requestSubmit(),
    });
    card.current = field;
    void field.ready.then(() => setCardReady(true));
    return () => {
      field.destroy();
      card.current = null;
    };
  }, [ready]);

  const change = (name: string, value: string | boolean) => {
    touched.current.add(name);
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutFieldError(current, name));
  };

  const pay = async (info: CheckoutCarAnswer, details: Record<string, unknown>) => {
    const path = target.current;
    if (!path || !card.current) return;
    setState({ kind: 'ready', info, paying: true });
    const done = (message: string | null) => {
      setPayError(message);
      setState({ kind: 'ready', info, paying: false });
      if (message) setFocusRequest({ id: `${props.formId}-payment-error` });
    };
    const token = await card.current.tokenize();
    if (!token.ok) return done(token.message);
    const body = JSON.stringify({ car: path.slug, journey: path.journey, ...details, payment_token: token.token });
    const init: RequestInit = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body,
    };
    // a request that got no answer is sent once more with the same key: the API never takes two deposits
    const answer =
      (await request(checkoutApiHref('reservations'), init)) ?? (await request(checkoutApiHref('reservations'), init));
    if (answer?.status === 201) {
      rememberUserDetails(details);
      setState({ kind: 'done', info, reservation: answer.body as unknown as ReservationAnswer });
      setFocusRequest({ id: `${props.formId}-done` });
      return;
    }
    if (answer?.status === 409 && answer.body.reserved === true) return setState({ kind: 'reserved' });
    if (answer?.status === 422) {
      const list = apiErrorList(fields, answer.body);
      if (list) {
        setErrors(list);
        setFocusRequest({ id: `${props.formId}-errors` });
        return done(null);
      }
    }
    if (answer?.status === 402 && typeof answer.body.error === 'string') return done(answer.body.error);
    if (answer?.status === 401 && props.signInType) {
      location.replace(signInHref(props.signInType, location.pathname, backPath()));
      return;
    }
    done(RESERVATION_MESSAGES.paymentUnavailable);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind !== 'ready' || state.paying) return;
    setPayError(null);
    const empty = emptyRequired(fields, values);
    if (Object.keys(empty).length > 0) {
      setErrors({ heading: FORM_MESSAGES.fixErrors, fields: empty, other: [] });
      setFocusRequest({ id: `${props.formId}-errors` });
      return;
    }
    setErrors(null);
    const details = Object.fromEntries(fields.map((field) => [field.name, String(values[field.name] ?? '').trim()]));
    void pay(state.info, details);
  };

  return { state, values, errors, payError, cardReady, cardHost, change, submit, retry: () => void load() };
}
