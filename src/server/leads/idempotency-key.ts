import { createMiddleware } from 'hono/factory';
import { refuse, type RefusalEnv } from '../middleware/refusal.ts';

export interface IdempotencyKeyEnv {
  Variables: { idempotencyKey: string };
}

const IDEMPOTENCY_KEY = /^[!-~]{1,255}$/;

/**
 * Every lead carries an Idempotency-Key header, one new key per submit attempt, 1 to 255
 * visible ASCII characters: on c.var.idempotencyKey, or 400 before the body is read.
 */
export function idempotencyKey(messages: { keyMissing: string; keyInvalid: string }) {
  return createMiddleware<IdempotencyKeyEnv & RefusalEnv>(async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (!key) return refuse(c, { status: 400, reason: 'no-idempotency-key' }, messages.keyMissing);
    if (!IDEMPOTENCY_KEY.test(key)) return refuse(c, { status: 400, reason: 'idempotency-key' }, messages.keyInvalid);
    c.set('idempotencyKey', key);
    return next();
  });
}
