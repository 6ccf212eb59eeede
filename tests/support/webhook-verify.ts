import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The receiver's side of the lead webhook, as src/server/delivery/README.md tells a CRM
 * developer to write it: the reference check the tests hold our signatures to. It shares
 * no code with the sender, so a signature it accepts is one a CRM following the README
 * accepts too.
 */

/** How far a signed timestamp may be from the receiver's clock, either way: 5 minutes. */
export const TOLERANCE_SECONDS = 300;

export type WebhookVerification =
  { ok: true; timestamp: number } | { ok: false; reason: 'malformed' | 'mismatch' | 'expired' };

/**
 * Checks an X-Lead-Signature header (`t={unix seconds},v1={hex}`) against the raw body the
 * receiver got: HMAC-SHA256 of `{t}.{body}` with the shared secret, lowercase hex. Several
 * v1 entries are allowed (one per secret while a secret is being rotated); any one matching
 * is enough. Comparison is constant-time. A genuine signature whose timestamp is more than
 * `toleranceSeconds` away from `now` is 'expired'.
 */
export function verifyWebhook(
  secret: string,
  header: string | null | undefined,
  body: string | Uint8Array,
  now: Date,
  toleranceSeconds: number = TOLERANCE_SECONDS,
): WebhookVerification {
  if (!header) return { ok: false, reason: 'malformed' };
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const item of header.split(',')) {
    const [key, value = ''] = item.trim().split('=', 2) as [string, string?];
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === null || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
  let match = false;
  // every entry is compared, so the time taken does not say which one matched
  for (const signature of signatures) match = timingSafeEqual(signature, expected) || match;
  if (!match) return { ok: false, reason: 'mismatch' };
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, timestamp };
}
