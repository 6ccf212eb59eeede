import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Why a guard answered instead of the route: for the route's log, never for the client. */
export interface Refusal {
  status: ContentfulStatusCode;
  /** 'origin', 'host', 'rate', 'content-type', 'size', 'json', or a route's own guard's reason. */
  reason: string;
  /** Which limit refused ('ip'), for reason 'rate'. */
  scope?: string;
}

export interface RefusalEnv {
  Variables: { refusal: Refusal };
}

/** Answers `{error}` with the refusal's status, and leaves the refusal on c.var for the log. */
export function refuse<E extends RefusalEnv>(
  c: Context<E>,
  refusal: Refusal,
  error: string,
  headers: Record<string, string> = {},
): Response {
  (c as unknown as Context<RefusalEnv>).set('refusal', refusal);
  return c.json({ error }, refusal.status, headers);
}
