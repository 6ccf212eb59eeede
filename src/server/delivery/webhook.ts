import { createHmac } from 'node:crypto';
import { encodeLeadId } from './lead.ts';
import type { DeliveryOutcome } from './outcome.ts';
import type { LeadPayload } from './payload.ts';

/**
 * The lead webhook: a POST of the JSON payload, signed with HMAC-SHA256 over
 * `{timestamp}.{body}` (the scheme Stripe and others use, so CRM developers know it).
 * The timestamp is inside the signature, so an old request replayed later fails the
 * receiver's tolerance check even though its signature is genuine (README.md: how a
 * receiver verifies it).
 */
const SIGNATURE_HEADER = 'X-Lead-Signature';

/** A receiver that has not answered in this long is treated as down: the job is retried. */
const DEFAULT_TIMEOUT_MS = 10_000;

/** HMAC-SHA256, hex, of `{timestamp}.{body}`; `timestamp` in unix seconds, `body` the exact bytes sent. */
function signWebhook(secret: string, timestamp: number, body: string | Uint8Array): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** The X-Lead-Signature value: `t={unix seconds},v1={hex}`. */
function signatureHeader(secret: string, timestamp: number, body: string | Uint8Array): string {
  return `t=${timestamp},v1=${signWebhook(secret, timestamp, body)}`;
}

/** Every header of one webhook request. */
function webhookHeaders(leadId: string, secret: string, body: string, now: Date): Record<string, string> {
  const key = encodeLeadId(leadId);
  return {
    'Content-Type': 'application/json; charset=utf-8',
    'User-Agent': 'dealer-sites-lead-webhook/1',
    [SIGNATURE_HEADER]: signatureHeader(secret, Math.floor(now.getTime() / 1000), body),
    'X-Lead-Id': key,
    // the same lead always carries the same key, so a receiver can drop a repeat delivery
    'Idempotency-Key': key,
  };
}

/** Retry-After as seconds from `now`: a number of seconds or an HTTP date; undefined when absent or unreadable. */
function retryAfterSeconds(value: string | null, now: Date): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now.getTime()) / 1000));
}

/** What an HTTP status means for the worker. */
function statusOutcome(status: number, retryAfter?: number): DeliveryOutcome {
  if (status >= 200 && status < 300) return { outcome: 'delivered', detail: `HTTP ${status}` };
  const reason = `HTTP ${status}`;
  if (status === 408 || status === 429 || status >= 500) {
    return retryAfter === undefined
      ? { outcome: 'retry', reason }
      : { outcome: 'retry', reason, retryAfterSeconds: retryAfter };
  }
  // a redirect is not followed: a POST that changes address should be configured with the new one
  if (status >= 300 && status < 400) return { outcome: 'failed', reason: `${reason} (redirects are not followed)` };
  return { outcome: 'failed', reason };
}

function errorOutcome(error: unknown, timeoutMs: number): DeliveryOutcome {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return { outcome: 'retry', reason: `no answer within ${timeoutMs} ms` };
  }
  // fetch reports network failures as TypeError('fetch failed') with the system error as cause
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : name || 'error';
  return { outcome: 'retry', reason: `network error: ${code}` };
}

/**
 * POSTs the payload to the CRM's webhook URL, signed with `secret` at `now`, and says what
 * came of it: delivered (2xx); retry (408, 429, 5xx, a network error or no answer within
 * the timeout, with Retry-After when the receiver sent one); failed (any other status, or a
 * URL that is not http(s)). Never throws; the response body is not read.
 */
export async function postWebhook(
  url: string,
  payload: LeadPayload,
  secret: string,
  fetchImpl: typeof fetch,
  /** The time the signature carries (the worker's clock). */
  now: Date,
  options: { timeoutMs?: number } = {},
): Promise<DeliveryOutcome> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { outcome: 'failed', reason: 'the webhook URL is not a URL' };
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    return { outcome: 'failed', reason: 'the webhook URL is not http(s)' };
  }
  const body = JSON.stringify(payload);
  try {
    const response = await fetchImpl(target, {
      method: 'POST',
      headers: webhookHeaders(payload.lead_id, secret, body, now),
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // the answer's body is of no use, and reading it could stall; release the connection
    await response.body?.cancel().catch(() => undefined);
    return statusOutcome(response.status, retryAfterSeconds(response.headers.get('Retry-After'), now));
  } catch (error) {
    return errorOutcome(error, timeoutMs);
  }
}
