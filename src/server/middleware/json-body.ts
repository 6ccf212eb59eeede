import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { readBody } from './read-body.ts';
import { refuse, type RefusalEnv } from './refusal.ts';

export interface JsonBodyEnv {
  Variables: { body: unknown };
}

/** A request whose media type (parameters aside) is not one of `accepted`: 415 with `message`. */
export function mediaType(accepted: readonly string[], message: string) {
  return createMiddleware<RefusalEnv>(async (c, next) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!accepted.includes(type)) return refuse(c, { status: 415, reason: 'content-type' }, message);
    return next();
  });
}

const CUT_OFF = 'The request was cut off before its end. Please send it again.';

const declaredTooLarge = (c: Context, maxBytes: number) => Number(c.req.header('content-length') ?? 0) > maxBytes;

/** A body whose Content-Length says it is over maxBytes: 413 with `message`, before anything reads it. */
export function bodySize(maxBytes: number, message: string) {
  return createMiddleware<RefusalEnv>(async (c, next) => {
    if (declaredTooLarge(c, maxBytes)) return refuse(c, { status: 413, reason: 'size' }, message);
    return next();
  });
}

/**
 * Reads the whole body before the route runs, at most maxBytes whatever the headers say
 * (413), as UTF-8 JSON (400): the parsed value on c.var.body. The route checks its fields.
 * A body the client stops sending is a 400 with reason 'client-abort', not an error.
 */
export function jsonBody(maxBytes: number, messages: { tooLarge: string; notJson: string }) {
  return createMiddleware<JsonBodyEnv & RefusalEnv>(async (c, next) => {
    const tooLarge = () => refuse(c, { status: 413, reason: 'size' }, messages.tooLarge);
    if (declaredTooLarge(c, maxBytes)) return tooLarge();
    let read: Awaited<ReturnType<typeof readBody>>;
    try {
      read = await readBody(c.req.raw, maxBytes);
    } catch {
      // the client went away mid-body: its mistake, answered (to nobody) and logged as such
      return refuse(c, { status: 400, reason: 'client-abort' }, CUT_OFF);
    }
    if (read && 'tooLarge' in read) return tooLarge();
    let body: unknown;
    try {
      if (!read) throw new Error('not UTF-8');
      body = JSON.parse(read.text);
    } catch {
      return refuse(c, { status: 400, reason: 'json' }, messages.notJson);
    }
    c.set('body', body);
    return next();
  });
}
