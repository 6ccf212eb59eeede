// The test payment processor: an outside company's API in miniature, on its own origin. It
// imports nothing of the dealer sites (src/server talks to it over HTTP, as to Stripe).
import { createHash, timingSafeEqual } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Hono, type Context, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { cardBrand, cardOutcome, checkCardNumber, checkCvc, checkExpiry } from './cards.ts';
import { FRAME_CSS, frameHeaders, framePage, parentOrigin } from './frame-page.ts';
import { Ledger, type Authorisation } from './ledger.ts';
import type { TokenAnswer } from './protocol.ts';

/** Everything is kept in memory: a restart forgets tokens and authorisations, as a stand-in may. */
export interface TestPaymentsOptions {
  /** The bearer secret of the server-to-server API. */
  secret: string;
  /** Milliseconds since the epoch; tests move it to expire tokens. */
  now?: () => number;
}

const TokenRequestSchema = v.strictObject({
  number: v.pipe(v.string(), v.maxLength(30)),
  exp_month: v.pipe(v.number(), v.integer()),
  exp_year: v.pipe(v.number(), v.integer()),
  cvc: v.pipe(v.string(), v.maxLength(4)),
});

const AuthoriseSchema = v.strictObject({
  token: v.pipe(v.string(), v.maxLength(255)),
  amount: v.pipe(v.number(), v.integer(), v.minValue(50), v.maxValue(99_999_999)),
  currency: v.pipe(v.string(), v.regex(/^[a-z]{3}$/)),
  description: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
  metadata: v.optional(v.pipe(v.record(v.pipe(v.string(), v.maxLength(40)), v.pipe(v.string(), v.maxLength(500)))), {}),
});

/** The first problem of a body, as `field: what`, for a developer reading the 400. */
function problem(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  const path = issue ? v.getDotPath(issue) : null;
  return `${path ?? 'body'}: ${issue?.message ?? 'invalid'}`;
}

function sameSecret(given: string, secret: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** Sorted keys, so a retried body is the same request whatever order its fields come in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

type Answer = { status: 200 | 400 | 402 | 404 | 409; body: unknown };

const authorisationBody = (a: Authorisation) => ({
  id: a.id,
  status: a.status,
  amount: a.amount,
  currency: a.currency,
  description: a.description,
  metadata: a.metadata,
  brand: a.brand,
  last4: a.last4,
  created: a.created,
});

/** The frame's script, bundled once on first request: its rules are cards.ts, as the server's are. */
let frameScript: Promise<string> | undefined;
function bundleFrameScript(): Promise<string> {
  frameScript ??= build({
    entryPoints: [fileURLToPath(new URL('./frame-script.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return frameScript;
}

export function createTestPaymentsApp(options: TestPaymentsOptions): Hono {
  const now = options.now ?? Date.now;
  const ledger = new Ledger(now);
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
  });
  app.use('/v1/*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ error: { code: 'too_large' } }, 413) }));

  app.get('/health', (c) => c.json({ ok: true, service: 'test-payments' }));

  app.get('/frame', (c) => {
    const origin = parentOrigin(c.req.query('origin'));
    if (!origin) return c.text('?origin= must be the http(s) origin of the page that frames the card field.', 400);
    return c.html(framePage(), 200, frameHeaders(origin));
  });
  app.get('/frame.css', (c) => c.body(FRAME_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  app.get('/frame.js', async (c) =>
    c.body(await bundleFrameScript(), 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );

  // only the frame may make a token: a same-origin fetch carries this origin, and no CORS
  // header lets another page's script read the answer
  app.post('/v1/tokens', async (c) => {
    if (c.req.header('Origin') !== new URL(c.req.url).origin) {
      return c.json({ error: { code: 'forbidden', message: 'Tokens are made by the card frame only.' } }, 403);
    }
    const parsed = v.safeParse(TokenRequestSchema, await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: { code: 'invalid_request', message: problem(parsed.issues) } }, 400);
    const card = parsed.output;
    const number = checkCardNumber(card.number);
    if (!number.ok) return c.json({ error: { code: 'invalid_number', param: 'number', message: number.message } }, 400);
    const brand = cardBrand(number.value);
    const expiry = checkExpiry({ month: card.exp_month, year: card.exp_year }, new Date(now()));
    if (!expiry.ok) return c.json({ error: { code: 'invalid_expiry', param: 'expiry', message: expiry.message } }, 400);
    const cvc = checkCvc(card.cvc, brand);
    if (!cvc.ok) return c.json({ error: { code: 'invalid_cvc', param: 'cvc', message: cvc.message } }, 400);
    const last4 = number.value.slice(-4);
    const id = ledger.issueToken({ brand, last4, outcome: cardOutcome(number.value) });
    return c.json({ id, brand, last4 } satisfies TokenAnswer);
  });

  const requireSecret = async (c: Context, next: Next) => {
    const header = c.req.header('Authorization') ?? '';
    if (!header.startsWith('Bearer ') || !sameSecret(header.slice('Bearer '.length), options.secret)) {
      return c.json({ error: { code: 'unauthorised', message: 'A valid bearer secret is required.' } }, 401);
    }
    return next();
  };
  app.use('/v1/authorisations', requireSecret);
  app.use('/v1/authorisations/*', requireSecret);

  /**
   * Same key and same request: the first answer again. Same key, another request: 409. An
   * answer to a malformed body is not kept (nothing happened), as at Stripe.
   */
  async function idempotent(c: Context, compute: (body: unknown) => Answer, keyRequired: boolean) {
    const key = c.req.header('Idempotency-Key');
    if (keyRequired && !key) {
      return c.json({ error: { code: 'invalid_request', message: 'Idempotency-Key header is required.' } }, 400);
    }
    const text = await c.req.text();
    let body: unknown;
    try {
      body = text === '' ? {} : JSON.parse(text);
    } catch {
      return c.json({ error: { code: 'invalid_request', message: 'The body is not JSON.' } }, 400);
    }
    const request = `${c.req.method} ${c.req.path} ${canonical(body)}`;
    const stored = key ? ledger.answerFor(key) : undefined;
    if (stored && stored.request !== request) {
      const message = 'This Idempotency-Key was used with another request.';
      return c.json({ error: { code: 'idempotency_key_reused', message } }, 409);
    }
    if (stored) return c.json(stored.body, stored.status as Answer['status']);
    const answer = compute(body);
    if (key && answer.status !== 400) ledger.keepAnswer(key, { request, ...answer });
    return c.json(answer.body, answer.status);
  }

  app.post('/v1/authorisations', (c) =>
    idempotent(
      c,
      (body) => {
        const parsed = v.safeParse(AuthoriseSchema, body);
        if (!parsed.success) {
          return { status: 400, body: { error: { code: 'invalid_request', message: problem(parsed.issues) } } };
        }
        const { token, ...fields } = parsed.output;
        const card = ledger.useToken(token);
        if (!card) {
          const message = 'Please enter your card details again.';
          return { status: 400, body: { error: { code: 'token_invalid', message } } };
        }
        if (card.outcome.outcome === 'declined') {
          const { code, message } = card.outcome;
          return { status: 402, body: { status: 'declined', code, message } };
        }
        const authorisation = ledger.authorise({ ...fields, brand: card.brand, last4: card.last4 });
        return { status: 200, body: authorisationBody(authorisation) };
      },
      true,
    ),
  );

  app.get('/v1/authorisations/:id', (c) => {
    const authorisation = ledger.authorisation(c.req.param('id'));
    if (!authorisation) return c.json({ error: { code: 'not_found', message: 'No such authorisation.' } }, 404);
    return c.json(authorisationBody(authorisation));
  });

  /** Capture once; capturing again answers the same; a released one cannot be captured. */
  app.post('/v1/authorisations/:id/capture', (c) =>
    idempotent(
      c,
      () => {
        const authorisation = ledger.authorisation(c.req.param('id'));
        if (!authorisation)
          return { status: 404, body: { error: { code: 'not_found', message: 'No such authorisation.' } } };
        if (authorisation.status === 'authorised') authorisation.status = 'captured';
        if (authorisation.status !== 'captured') {
          const message = `This authorisation was ${authorisation.status} and cannot be captured.`;
          return { status: 409, body: { error: { code: 'invalid_state', status: authorisation.status, message } } };
        }
        return { status: 200, body: authorisationBody(authorisation) };
      },
      false,
    ),
  );

  /** Void an authorisation, or refund a captured one; releasing again answers the same. */
  app.post('/v1/authorisations/:id/release', (c) =>
    idempotent(
      c,
      () => {
        const authorisation = ledger.authorisation(c.req.param('id'));
        if (!authorisation)
          return { status: 404, body: { error: { code: 'not_found', message: 'No such authorisation.' } } };
        if (authorisation.status === 'authorised') authorisation.status = 'released';
        if (authorisation.status === 'captured') authorisation.status = 'refunded';
        return { status: 200, body: authorisationBody(authorisation) };
      },
      false,
    ),
  );

  app.notFound((c) => c.json({ error: { code: 'not_found', message: 'No such endpoint.' } }, 404));
  return app;
}
