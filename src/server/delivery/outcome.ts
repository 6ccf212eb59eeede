/**
 * What one delivery attempt came to; the outbox worker decides from it whether to mark the
 * job done, try again later (with back-off) or park it. `detail` and `reason` are safe to
 * log: they name status codes and error codes, never the lead's content.
 */
export type DeliveryOutcome =
  | { outcome: 'delivered'; detail: string }
  | {
      outcome: 'retry';
      reason: string;
      /** The receiver asked for this pause (Retry-After); the worker's back-off should not be shorter. */
      retryAfterSeconds?: number;
    }
  | { outcome: 'failed'; reason: string };

/** E-mail addresses in a text (an SMTP reply may quote one), replaced before the text is logged. */
export function redactAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<address>');
}
