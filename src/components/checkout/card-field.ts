// The card field of the checkout page: the processor's own frame on the processor's own
// origin (PCI DSS SAQ A). This code never sees a card number, only the token the frame returns.
import { RESERVATION_MESSAGES, type PaymentBrowserConfig } from '../../domain/reservations/checkout.ts';
import type { FrameToParentMessage } from '../../test-payments/protocol.ts';

type TokenizeResult = { ok: true; token: string; brand: string; last4: string } | { ok: false; message: string };

export interface CardField {
  /** Resolves when the shopper can type in the field. */
  ready: Promise<void>;
  /** The card's token, or a message for the shopper (the field marks what to fix itself). */
  tokenize(): Promise<TokenizeResult>;
  /** Finishes Stripe's 3-D Secure for a `requires_action` answer; the test processor never asks for it. */
  confirmAction(clientSecret: string): Promise<{ ok: true } | { ok: false; message: string }>;
  destroy(): void;
}

export interface CardFieldOptions {
  /** The frame's accessible name (default 'Card details'). */
  title?: string;
  /** Enter pressed in the card field: the page submits its form as its button would. */
  onSubmit?: () => void;
  /** The deposit in cents: Stripe's Payment Element shows what the card will be charged. */
  amountCents?: number;
}

/**
 * The test frame's height without errors at 330 px wide and more (Chromium, measured), so the
 * page does not move when it loads; narrower, its labels wrap and the frame's 'resize' grows it.
 */
export const TEST_FRAME_HEIGHT_PX = 291;
/** A frame that has not answered by then has not loaded: the processor is down. */
const ANSWER_TIMEOUT_MS = 20_000;

const unavailable = (): TokenizeResult => ({ ok: false, message: RESERVATION_MESSAGES.paymentUnavailable });

function withTimeout<T>(promise: Promise<T>, fallback: () => T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback()), ANSWER_TIMEOUT_MS);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** A message from the frame, its shape checked: another origin's data is never trusted as typed. */
function frameMessage(data: unknown): FrameToParentMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  const text = (key: string) => typeof message[key] === 'string';
  switch (message.type) {
    case 'ready':
    case 'submit':
      return { type: message.type };
    case 'resize':
      return typeof message.height === 'number' && Number.isFinite(message.height)
        ? { type: 'resize', height: message.height }
        : null;
    case 'token':
      return text('token') && text('brand') && text('last4') ? (message as FrameToParentMessage) : null;
    case 'error':
      return text('message') ? (message as FrameToParentMessage) : null;
    default:
      return null;
  }
}

function mountTestFrame(container: HTMLElement, origin: string, options: CardFieldOptions): CardField {
  const iframe = document.createElement('iframe');
  iframe.src = `${origin}/frame?origin=${encodeURIComponent(location.origin)}`;
  iframe.title = options.title ?? 'Card details';
  iframe.style.cssText = `display:block;width:100%;border:0;height:${TEST_FRAME_HEIGHT_PX}px`;
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let pending: { promise: Promise<TokenizeResult>; resolve: (result: TokenizeResult) => void } | null = null;
  const settle = (result: TokenizeResult) => {
    pending?.resolve(result);
    pending = null;
  };

  const onMessage = (event: MessageEvent<unknown>) => {
    // only the processor's frame, and only this one: not another window of the same origin
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
    const message = frameMessage(event.data);
    if (message?.type === 'ready') markReady();
    else if (message?.type === 'resize') iframe.style.height = `${Math.min(Math.max(message.height, 0), 2000)}px`;
    else if (message?.type === 'token')
      settle({ ok: true, token: message.token, brand: message.brand, last4: message.last4 });
    else if (message?.type === 'error') settle({ ok: false, message: message.message });
    else if (message?.type === 'submit') options.onSubmit?.();
  };
  window.addEventListener('message', onMessage);
  container.append(iframe);

  return {
    ready,
    tokenize() {
      if (pending) return pending.promise;
      let resolve: (result: TokenizeResult) => void = () => {};
      const promise = withTimeout(new Promise<TokenizeResult>((done) => (resolve = done)), () => {
        pending = null;
        return unavailable();
      });
      pending = { promise, resolve };
      void ready.then(() => iframe.contentWindow?.postMessage({ type: 'tokenize' }, origin));
      return promise;
    },
    confirmAction: async () => ({ ok: true }),
    destroy() {
      window.removeEventListener('message', onMessage);
      settle(unavailable());
      iframe.remove();
    },
  };
}

/** The little of Stripe.js this page uses (no @stripe/stripe-js dependency for four calls). */
interface StripeError {
  message?: string;
}
interface StripeElement {
  mount(element: HTMLElement): void;
  on(event: 'ready', handler: () => void): void;
  destroy(): void;
}
interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): StripeElement;
  submit(): Promise<{ error?: StripeError }>;
}
interface StripeJs {
  elements(options: Record<string, unknown>): StripeElements;
  createPaymentMethod(options: {
    elements: StripeElements;
  }): Promise<{ paymentMethod?: { id: string; card?: { brand?: string; last4?: string } }; error?: StripeError }>;
  handleNextAction(options: { clientSecret: string }): Promise<{ error?: StripeError }>;
}
type StripeConstructor = (publishableKey: string) => StripeJs;

const STRIPE_JS = 'https://js.stripe.com/v3';

/** Stripe.js from Stripe, as its terms require (never bundled), once per page. */
function loadStripeJs(): Promise<StripeConstructor> {
  const loaded = () => (window as unknown as { Stripe?: StripeConstructor }).Stripe;
  const existing = loaded();
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script =
      document.querySelector<HTMLScriptElement>(`script[src="${STRIPE_JS}"]`) ??
      document.head.appendChild(Object.assign(document.createElement('script'), { src: STRIPE_JS, async: true }));
    script.addEventListener('load', () => {
      const constructor = loaded();
      if (constructor) resolve(constructor);
      else reject(new Error('Stripe.js did not load'));
    });
    script.addEventListener('error', () => reject(new Error('Stripe.js did not load')));
  });
}

function mountStripeElement(container: HTMLElement, publishableKey: string, options: CardFieldOptions): CardField {
  const mounted = loadStripeJs().then((Stripe) => {
    const stripe = Stripe(publishableKey);
    // the intent is made on the server after this (deferred intent), so Elements is told its terms
    const elements = stripe.elements({
      mode: 'payment',
      amount: options.amountCents,
      currency: 'aud',
      captureMethod: 'manual',
      paymentMethodCreation: 'manual',
      paymentMethodTypes: ['card'],
    });
    const element = elements.create('payment');
    const ready = new Promise<void>((resolve) => element.on('ready', resolve));
    element.mount(container);
    return { stripe, elements, element, ready };
  });
  // a failed load leaves `ready` pending and makes tokenize say payments are unavailable
  mounted.catch(() => undefined);

  return {
    ready: mounted.then((m) => m.ready),
    async tokenize() {
      try {
        const { stripe, elements } = await mounted;
        const submitted = await elements.submit();
        if (submitted.error)
          return { ok: false, message: submitted.error.message ?? 'Please check your card details.' };
        const { paymentMethod, error } = await stripe.createPaymentMethod({ elements });
        if (error || !paymentMethod) return { ok: false, message: error?.message ?? 'Please check your card details.' };
        return {
          ok: true,
          token: paymentMethod.id,
          brand: paymentMethod.card?.brand ?? 'card',
          last4: paymentMethod.card?.last4 ?? '',
        };
      } catch {
        return unavailable();
      }
    },
    async confirmAction(clientSecret) {
      try {
        const { stripe } = await mounted;
        const { error } = await stripe.handleNextAction({ clientSecret });
        return error ? { ok: false, message: error.message ?? 'Your card could not be authenticated.' } : { ok: true };
      } catch {
        return { ok: false, message: RESERVATION_MESSAGES.paymentUnavailable };
      }
    },
    destroy() {
      void mounted.then(
        (m) => m.element.destroy(),
        () => undefined,
      );
    },
  };
}

/** Mounts the processor's card field into `container` (emptied by destroy). */
export function mountCardField(
  container: HTMLElement,
  config: PaymentBrowserConfig,
  options: CardFieldOptions = {},
): CardField {
  return config.provider === 'test'
    ? mountTestFrame(container, config.origin, options)
    : mountStripeElement(container, config.publishableKey, options);
}
