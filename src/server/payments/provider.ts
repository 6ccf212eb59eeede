import type { PaymentBrowserConfig } from '../../domain/reservations/checkout.ts';

/** Hold a deposit on the card a token stands for. */
interface AuthoriseRequest {
  /** From the processor's own frame on the page: the card itself never reaches this code. */
  token: string;
  amountCents: number;
  currency: 'aud';
  /** The same key again (a retry) gets the first answer; the processor never holds twice. */
  idempotencyKey: string;
  /** On the shopper's statement and in the processor's dashboard. */
  description: string;
  /** For the dealer's reconciliation in the processor's dashboard: references, never personal data. */
  metadata: Record<string, string>;
}

/** What a processor says of the card it charged: its brand ('visa') and last four digits, never more. */
export interface CardSummary {
  brand: string;
  last4: string;
}

export type AuthoriseResult =
  /** `card` when the processor says it (a receipt prints it). */
  | { outcome: 'authorised'; paymentId: string; card?: CardSummary }
  /** `message` is for the shopper, e.g. 'Your card was declined.' */
  | { outcome: 'declined'; message: string }
  /** Stripe's 3-D Secure: the page shows the bank's check with the client secret; `retrieve` then says how it ended. */
  | { outcome: 'requires_action'; paymentId: string; clientSecret: string };

/**
 * Where an authorisation is now, as the processor says (never as a page says): held
 * (`authorised`), refused or abandoned (`declined`, the shopper's message), still waiting for
 * the shopper's bank check (`requires_action`), or being decided (`processing`: ask again).
 */
export type AuthorisationState = AuthoriseResult | { outcome: 'processing'; paymentId: string };

/**
 * A card processor: one interface, two drivers (README.md, "Providers"). Every call that
 * changes money takes an idempotency key, so a retry after a timeout is always safe.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** What the checkout page needs to show the processor's own card field. */
  browserConfig(): PaymentBrowserConfig;
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  /** How an authorisation stands now, e.g. once the shopper's bank check (requires_action) is done. */
  retrieve(paymentId: string): Promise<AuthorisationState>;
  /** Takes the held deposit; capturing a captured payment again is done, not an error. */
  capture(paymentId: string, idempotencyKey: string): Promise<void>;
  /** Voids a held deposit, or refunds a captured one; releasing a released one is done. */
  release(paymentId: string, idempotencyKey: string): Promise<void>;
}

/**
 * The processor could not be asked or answered something unexpected (unreachable, a 5xx, a
 * refused key): the caller answers 503 and tries again later with the same idempotency key.
 * The message names the status or error code, never a card detail or a person.
 */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/**
 * The payment is in a state the call cannot change (a capture after the hold was released or
 * lapsed): trying again will not help. A PaymentProviderError, so a caller that only knows
 * that one still answers 503 rather than 500.
 */
export class PaymentStateError extends PaymentProviderError {
  override name = 'PaymentStateError';
  readonly status: string;

  constructor(message: string, status: string) {
    super(message);
    this.status = status;
  }
}

/**
 * A webhook that is not the processor's, was altered, or is too old: answer 400. Here rather
 * than in the Stripe driver, so the API's webhook route names it without loading the SDK.
 */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}
