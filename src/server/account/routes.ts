import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { API_ROUTES } from '../../api-paths.ts';
import {
  codeVerdictMessage,
  SIGN_IN_MESSAGES,
  SIGN_IN_POLICY,
  signInSmsText,
} from '../../domain/account/sign-in-policy.ts';
import { FORM_MESSAGES } from '../../domain/forms/messages.ts';
import { jsonBody, mediaType, type JsonBodyEnv } from '../middleware/json-body.ts';
import { methodNotAllowed } from '../middleware/method-not-allowed.ts';
import type { ClientAddress } from '../middleware/rate-limit.ts';
import type { RateLimit } from '../middleware/rate-limiter.ts';
import { addressRateLimit } from '../middleware/rate-limit.ts';
import { SharedTokenBuckets } from '../middleware/shared-token-buckets.ts';
import type { RefusalEnv } from '../middleware/refusal.ts';
import { postingTenant, readingTenant, type TenantEnv } from '../middleware/tenant.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import type { SmsSender } from '../sms/sender.ts';
import type { Database } from '../storage/database.ts';
import { sqlState } from '../storage/database.ts';
import type { ServedTenant } from '../hosts.ts';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import type { CodeCaps } from './codes.ts';
import { SignInCodes } from './codes.ts';
import { checkCodeAnswer, checkCodeRequest } from './schema.ts';
import { SESSION_COOKIE_NAME, sessionCookieOptions } from './session-cookie.ts';
import { DEFAULT_SESSION_LIFETIMES, endSession, liveSession, type SessionLifetimes } from './sessions.ts';

const MAX_BODY_BYTES = 512;

export interface AccountApiOptions {
  db: Database;
  hash: KeyedHash;
  sms: SmsSender;
  tenants: readonly ApiTenant[];
  clientAddress?: ClientAddress;
  caps?: Partial<CodeCaps>;
  /** Codes typed back per address (SIGN_IN_POLICY's unless set); null: none (tests). */
  checksPerAddress?: RateLimit | null;
  lifetimes?: SessionLifetimes;
}

const ACCOUNT_ERRORS = {
  origin: 'Sign-in is accepted only from the dealer’s own website.',
  contentType: 'Send the request as JSON (Content-Type: application/json).',
  tooLarge: `A sign-in request is ${MAX_BODY_BYTES} bytes at most.`,
  notJson: 'The request is not valid JSON.',
  host: 'No site is served here.',
  unavailable: 'Sign-in is not available just now. Please try again in a minute.',
} as const;

const CAP_MESSAGES = {
  number: SIGN_IN_MESSAGES.tooManyForNumber,
  address: SIGN_IN_MESSAGES.tooManyFromHere,
  site: SIGN_IN_MESSAGES.siteCap,
} as const;

function logFailure(event: string, tenant: string, error: unknown) {
  // the error's class and SQLSTATE only: a message may quote a number or a code
  const name = error instanceof Error ? error.name : 'Error';
  console.error(JSON.stringify({ event, tenant, error: name, sqlstate: sqlState(error) }));
}

/** The host name the page that asked is on (its Origin, which postingTenant checked), for the SMS's WebOTP line. */
function pageHostname(c: Context): string | undefined {
  const origin = c.req.header('origin');
  if (!origin) return undefined;
  try {
    return new URL(origin).hostname;
  } catch {
    return undefined;
  }
}

/**
 * Phone sign-in (spec §2 /sign-in) under /api, on the site's own origin only (the cookie is
 * the site's): POST /sign-in/code sends a one-time code by SMS, POST /sign-in/verify checks
 * it and starts a session, GET /session says who is signed in (and how long their sign-in
 * stays recent enough to delete the account), POST /sign-out ends the
 * session on the server. State-changing calls pass the leads' origin check.
 */
export function accountRoutes(options: AccountApiOptions) {
  const { db, tenants, sms } = options;
  const lifetimes = options.lifetimes ?? DEFAULT_SESSION_LIFETIMES;
  const codes = new SignInCodes(db, { hash: options.hash, caps: options.caps });
  const post: MiddlewareHandler<TenantEnv & JsonBodyEnv & RefusalEnv> = every(
    postingTenant(tenants, ACCOUNT_ERRORS.origin),
    mediaType(['application/json'], ACCOUNT_ERRORS.contentType),
    jsonBody(MAX_BODY_BYTES, ACCOUNT_ERRORS),
  );
  // codes typed back from one address across many numbers, counted across every instance
  const checksLimit =
    options.checksPerAddress === undefined ? SIGN_IN_POLICY.codeChecksPerAddress : options.checksPerAddress;
  const checksPerAddress: MiddlewareHandler<TenantEnv<ServedTenant> & RefusalEnv> = addressRateLimit(
    checksLimit &&
      new SharedTokenBuckets(db, {
        name: 'sign-in-checks-per-address',
        limit: checksLimit,
        shopperHash: options.hash,
      }),
    options.clientAddress,
    SIGN_IN_MESSAGES.tooManyChecks,
  );
  const cookieOptions = sessionCookieOptions(lifetimes);
  const cookieName = SESSION_COOKIE_NAME;

  return new Hono()
    .post(API_ROUTES.signInCode, post, async (c) => {
      const { tenant } = c.var;
      const checked = checkCodeRequest(c.var.body);
      if (!checked.ok) return c.json({ error: FORM_MESSAGES.fixErrors, errors: checked.errors }, 422);
      const { phone } = checked.value;
      let issued;
      try {
        issued = await codes.issue(tenant.slug, phone, options.clientAddress?.(c));
      } catch (error) {
        logFailure('sign-in.code-failed', tenant.slug, error);
        return c.json({ error: ACCOUNT_ERRORS.unavailable }, 503);
      }
      if (!issued.ok)
        return c.json({ error: CAP_MESSAGES[issued.cap] }, 429, { 'Retry-After': String(issued.retryAfterSeconds) });
      try {
        await sms.send({
          to: phone,
          tenant: tenant.slug,
          text: signInSmsText(issued.code, tenant.name, pageHostname(c)),
        });
      } catch (error) {
        logFailure('sign-in.sms-failed', tenant.slug, error);
        await codes.void(issued.codeId).catch(() => {});
        return c.json({ error: SIGN_IN_MESSAGES.sendFailed }, 503);
      }
      // the same answer whether or not the number has an account
      return c.json({ sent: true, expires_in: SIGN_IN_POLICY.codeLifetimeMinutes * 60 }, 202);
    })
    .post(API_ROUTES.signInVerify, post, checksPerAddress, async (c) => {
      const { tenant } = c.var;
      const checked = checkCodeAnswer(c.var.body);
      if (!checked.ok) return c.json({ error: FORM_MESSAGES.fixErrors, errors: checked.errors }, 422);
      const { phone, code } = checked.value;
      try {
        const result = await codes.verify(tenant.slug, phone, code);
        if (!result.ok) return c.json({ error: codeVerdictMessage(result.verdict) }, 422);
        // a session id the browser had before sign-in is never carried over (fixation)
        const earlier = getCookie(c, cookieName, 'host');
        if (earlier) await endSession(db, tenant.slug, earlier);
        setCookie(c, cookieName, result.sessionId, cookieOptions);
        return c.json({ signed_in: true, user: result.user }, 200);
      } catch (error) {
        logFailure('sign-in.verify-failed', tenant.slug, error);
        return c.json({ error: ACCOUNT_ERRORS.unavailable }, 503);
      }
    })
    .get(API_ROUTES.session, readingTenant(tenants, ACCOUNT_ERRORS.host), async (c) => {
      const id = getCookie(c, cookieName, 'host');
      if (!id) return c.json({ signed_in: false });
      try {
        const session = await liveSession(db, c.var.tenant.slug, id, lifetimes);
        // reauthenticate_in: the seconds left before Delete my account asks for a fresh sign-in
        if (session)
          return c.json({ signed_in: true, user: session.user, reauthenticate_in: session.recentSignInSeconds });
      } catch (error) {
        logFailure('session.read-failed', c.var.tenant.slug, error);
        return c.json({ error: ACCOUNT_ERRORS.unavailable }, 503);
      }
      deleteCookie(c, cookieName, cookieOptions);
      return c.json({ signed_in: false });
    })
    .post(API_ROUTES.signOut, postingTenant(tenants, ACCOUNT_ERRORS.origin), async (c) => {
      const id = getCookie(c, cookieName, 'host');
      try {
        if (id) await endSession(db, c.var.tenant.slug, id);
      } catch (error) {
        logFailure('sign-out.failed', c.var.tenant.slug, error);
        return c.json({ error: ACCOUNT_ERRORS.unavailable }, 503);
      }
      deleteCookie(c, cookieName, cookieOptions);
      return c.json({ signed_in: false });
    })
    .all(API_ROUTES.signInCode, methodNotAllowed(['POST'], 'Method not allowed: ask for a code with POST.'))
    .all(API_ROUTES.signInVerify, methodNotAllowed(['POST'], 'Method not allowed: send the code with POST.'))
    .all(API_ROUTES.session, methodNotAllowed(['GET'], 'Method not allowed: read the session with GET.'))
    .all(API_ROUTES.signOut, methodNotAllowed(['POST'], 'Method not allowed: sign out with POST.'));
}
