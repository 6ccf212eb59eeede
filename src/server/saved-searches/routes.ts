import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import * as v from 'valibot';
import { GARAGE_API_ROUTES } from '../../garage-api-paths.ts';
import { confirmAddressEmail } from '../../domain/account/alert-emails.ts';
import { SAVED_SEARCH_ERRORS, SAVED_SEARCH_LIMITS } from '../../domain/account/saved-searches.ts';
import { safeReturnPath } from '../../domain/account/return-path.ts';
import { EMAIL_FIELD } from '../../domain/forms/contact-fields.ts';
import { FORM_MESSAGES } from '../../domain/forms/messages.ts';
import { textProblem } from '../../domain/forms/text-checks.ts';
import { textRules } from '../../domain/forms/text-rules.ts';
import { BOOLEAN_FACETS, LIST_FACETS, RANGE_FIELDS, STRING_FACETS } from '../../search/document.ts';
import { signedInUser, type UserEnv } from '../account/session-guard.ts';
import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from '../account/sessions.ts';
import { systemClock, type Clock } from '../clock.ts';
import { unsuccessful } from '../error-answers.ts';
import type { ServedTenant } from '../hosts.ts';
import { bodySize, jsonBody, mediaType, type JsonBodyEnv } from '../middleware/json-body.ts';
import { methodNotAllowed } from '../middleware/method-not-allowed.ts';
import { readBody } from '../middleware/read-body.ts';
import type { RefusalEnv } from '../middleware/refusal.ts';
import { postingTenant, readingTenant, type TenantEnv } from '../middleware/tenant.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import { issuesByField } from '../schema-issues.ts';
import type { Database } from '../storage/database.ts';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import { shopperMessage, tokenLinks, type AlertSite } from './alert-site.ts';
import { AlertLinks } from './links.ts';
import type { ShopperMailOutbox } from './shopper-mail.ts';
import { SavedSearchStore } from './store.ts';

export interface SavedSearchApiOptions {
  db: Database;
  hash: KeyedHash;
  tenants: readonly ApiTenant[];
  /** Each tenant's name, origin and sender, for the confirmation e-mail. */
  sites: ReadonlyMap<string, AlertSite>;
  outbox: ShopperMailOutbox;
  lifetimes?: SessionLifetimes;
  /** What a confirmation link's expiry is measured by. */
  clock?: Clock;
}

const MAX_BODY_BYTES = 8192;

const ERRORS = {
  origin: 'Saved searches are changed only from the dealer’s own website.',
  contentType: 'Send the request as JSON (Content-Type: application/json).',
  unsubscribeType: 'Send the request as JSON, or as the form a one-click unsubscribe posts.',
  tooLarge: `A saved search request is ${MAX_BODY_BYTES} bytes at most.`,
  notJson: 'The request is not valid JSON.',
  host: 'No site is served here.',
} as const;

const FACETS = new Set<string>([...STRING_FACETS, ...LIST_FACETS, ...BOOLEAN_FACETS]);
const RANGES = new Set<string>(RANGE_FIELDS);
const L = SAVED_SEARCH_LIMITS;

const text = (name: string, max: number) =>
  v.pipe(
    v.string(`Please send ${name} as text.`),
    v.maxLength(max, `Please send ${name} of ${max} characters at most.`),
  );

const bound = v.optional(
  v.pipe(
    v.number('Please send a range bound as a number.'),
    v.integer('Please send a range bound as a whole number.'),
    v.minValue(0, 'Please send a range bound of 0 or more.'),
    v.maxValue(100_000_000, 'Please send a range bound up to 100000000.'),
  ),
);

/** A search as the search page sends it: its label, its path on this site and what it matches. */
const SaveRequest = v.strictObject({
  label: v.pipe(text('label', L.labelLength), v.trim(), v.minLength(1, 'Please send a label.')),
  path: v.pipe(
    text('path', L.pathLength),
    v.check((path) => safeReturnPath(path) === path && path !== '/', 'Please send path as a search path on this site.'),
  ),
  query: text('query', L.queryLength),
  refinements: v.pipe(
    v.record(
      v.pipe(
        v.string(),
        v.check((facet) => FACETS.has(facet), 'Please refine by the search page’s facets only.'),
      ),
      v.pipe(
        v.array(text('a facet value', L.valueLength)),
        v.maxLength(L.valuesPerFacet, `Please send ${L.valuesPerFacet} values per facet at most.`),
      ),
    ),
  ),
  ranges: v.record(
    v.pipe(
      v.string(),
      v.check((field) => RANGES.has(field), `Please send ranges of ${RANGE_FIELDS.join(', ')} only.`),
    ),
    v.strictObject({ min: bound, max: bound }),
  ),
});

const Id = v.pipe(v.string('Please send id as text.'), v.maxLength(64, 'Please send id as a saved search’s id.'));
const AlertsRequest = v.strictObject({ id: Id, alerts: v.boolean('Please send alerts as true or false.') });
const RemoveRequest = v.strictObject({ id: Id });
const EmailRequest = v.strictObject({
  email: v.pipe(
    v.string(SAVED_SEARCH_ERRORS.email),
    v.trim(),
    v.check((email) => textProblem(textRules(EMAIL_FIELD), email) === null, SAVED_SEARCH_ERRORS.email),
  ),
});
const PriceDropsRequest = v.strictObject({ priceDrops: v.boolean('Please send priceDrops as true or false.') });
const TokenRequest = v.strictObject({ token: v.pipe(v.string('Please send token as text.'), v.maxLength(1000)) });

function parsed<T extends v.GenericSchema>(c: Context, schema: T, body: unknown): v.InferOutput<T> | Response {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const errors = issuesByField(result.issues, 'body');
  return unsuccessful(c, 422, Object.values(errors)[0] ?? FORM_MESSAGES.fixErrors, { errors });
}

function logFailure(event: string, tenant: string, error: unknown) {
  console.error(JSON.stringify({ event, tenant, error: error instanceof Error ? error.name : 'Error' }));
}

/**
 * Saved searches and where their alerts go, for the signed-in shopper (GET /saved-searches,
 * POST …/save, …/remove, …/alerts; GET /alerts/settings, POST /alerts/email,
 * /alerts/price-drops), and the two links of the e-mails, which need no session: POST
 * /alerts/confirm (the confirmation page's button) and POST /alerts/unsubscribe (the
 * unsubscribe page's button, or a mail provider's one-click POST with the token in the URL).
 * No link changes anything on GET: mail scanners follow links.
 */
export function savedSearchRoutes(options: SavedSearchApiOptions) {
  const { db, tenants, outbox } = options;
  const clock = options.clock ?? systemClock;
  const store = new SavedSearchStore(db);
  const links = new AlertLinks(options.hash);
  const user = signedInUser(db, options.lifetimes ?? DEFAULT_SESSION_LIFETIMES, (c, why) =>
    why === 'visitor'
      ? unsuccessful(c, 401, SAVED_SEARCH_ERRORS.visitor)
      : unsuccessful(c, 503, SAVED_SEARCH_ERRORS.unavailable),
  );
  const reading: MiddlewareHandler<TenantEnv<ServedTenant> & UserEnv> = every(
    readingTenant(tenants, ERRORS.host),
    user,
  );
  const posting = every(
    postingTenant(tenants, ERRORS.origin),
    mediaType(['application/json'], ERRORS.contentType),
    jsonBody(MAX_BODY_BYTES, ERRORS),
  ) as MiddlewareHandler<TenantEnv & JsonBodyEnv & RefusalEnv>;
  const postOnly = methodNotAllowed(['POST'], 'Method not allowed: this changes something, so it is a POST.');
  const changing = every(posting, user) as MiddlewareHandler<TenantEnv & JsonBodyEnv & RefusalEnv & UserEnv>;

  /** Runs a store call; a database failure is a 503 that changed nothing. */
  async function guarded(
    c: Context,
    tenant: ServedTenant,
    event: string,
    work: () => Promise<Response>,
  ): Promise<Response> {
    try {
      return await work();
    } catch (error) {
      logFailure(event, tenant.slug, error);
      return unsuccessful(c, 503, SAVED_SEARCH_ERRORS.unavailable);
    }
  }

  /**
   * The token of an unsubscribe: in the URL (the e-mail's List-Unsubscribe, whose one-click
   * POST body is only `List-Unsubscribe=One-Click`), else in the page's JSON body.
   */
  async function tokenOf(c: Context): Promise<string | Response> {
    const fromUrl = c.req.query('token');
    if (fromUrl !== undefined) return fromUrl;
    const read = await readBody(c.req.raw, MAX_BODY_BYTES).catch(() => null);
    let json: unknown = null;
    try {
      if (read && 'text' in read) json = JSON.parse(read.text);
    } catch {
      // answered below as a body without its token
    }
    const body = parsed(c, TokenRequest, json);
    return body instanceof Response ? body : body.token;
  }

  return new Hono()
    .get(GARAGE_API_ROUTES.savedSearches, reading, (c) =>
      guarded(c, c.var.tenant, 'saved-searches.list', async () =>
        c.json({ success: true, searches: await store.list(c.var.user.id) }),
      ),
    )
    .post(GARAGE_API_ROUTES.savedSearchSave, changing, (c) =>
      guarded(c, c.var.tenant, 'saved-searches.save', async () => {
        const body = parsed(c, SaveRequest, c.var.body);
        if (body instanceof Response) return body;
        const { label, path, ...criteria } = body;
        const saved = await store.save(c.var.user.id, { label, path, criteria });
        if (saved === 'too-many') return unsuccessful(c, 409, SAVED_SEARCH_ERRORS.tooMany);
        return c.json({ success: true, search: saved });
      }),
    )
    .post(GARAGE_API_ROUTES.savedSearchRemove, changing, (c) =>
      guarded(c, c.var.tenant, 'saved-searches.remove', async () => {
        const body = parsed(c, RemoveRequest, c.var.body);
        if (body instanceof Response) return body;
        if (!(await store.remove(c.var.user.id, body.id))) return unsuccessful(c, 404, SAVED_SEARCH_ERRORS.notFound);
        return c.json({ success: true });
      }),
    )
    .post(GARAGE_API_ROUTES.savedSearchAlerts, changing, (c) =>
      guarded(c, c.var.tenant, 'saved-searches.alerts', async () => {
        const body = parsed(c, AlertsRequest, c.var.body);
        if (body instanceof Response) return body;
        const search = await store.setAlerts(c.var.user.id, body.id, body.alerts);
        if (!search) return unsuccessful(c, 404, SAVED_SEARCH_ERRORS.notFound);
        return c.json({ success: true, search });
      }),
    )
    .get(GARAGE_API_ROUTES.alertSettings, reading, (c) =>
      guarded(c, c.var.tenant, 'alerts.settings', async () =>
        c.json({ success: true, settings: await store.settings(c.var.user.id) }),
      ),
    )
    .post(GARAGE_API_ROUTES.alertEmail, changing, (c) =>
      guarded(c, c.var.tenant, 'alerts.email', async () => {
        const body = parsed(c, EmailRequest, c.var.body);
        if (body instanceof Response) return body;
        const site = options.sites.get(c.var.tenant.slug);
        if (!site) return unsuccessful(c, 503, SAVED_SEARCH_ERRORS.unavailable);
        const { id: userId } = c.var.user;
        const expires = Math.floor(clock.now().getTime() / 1000) + L.confirmLinkHours * 3600;
        const token = await links.token({ k: 'confirm', t: site.slug, u: userId, e: body.email, x: expires });
        const url = tokenLinks(site, token).confirm;
        const settings = await store.setEmail(userId, body.email, async (tx) => {
          const message = shopperMessage(site, body.email, confirmAddressEmail(site.name, url, L.confirmLinkHours));
          await outbox.enqueue(tx, { user: userId }, 'confirm-address', message);
        });
        if (settings === 'too-soon') return unsuccessful(c, 429, SAVED_SEARCH_ERRORS.tooSoon);
        return c.json({ success: true, settings });
      }),
    )
    .post(GARAGE_API_ROUTES.alertPriceDrops, changing, (c) =>
      guarded(c, c.var.tenant, 'alerts.price-drops', async () => {
        const body = parsed(c, PriceDropsRequest, c.var.body);
        if (body instanceof Response) return body;
        const settings = await store.setPriceDrops(c.var.user.id, body.priceDrops);
        if (!settings) return unsuccessful(c, 409, SAVED_SEARCH_ERRORS.noAddress);
        return c.json({ success: true, settings });
      }),
    )
    .post(GARAGE_API_ROUTES.alertConfirm, posting, (c) =>
      guarded(c, c.var.tenant, 'alerts.confirm', async () => {
        const body = parsed(c, TokenRequest, c.var.body);
        if (body instanceof Response) return body;
        const link = await links.read(body.token);
        if (!link || link.k !== 'confirm' || link.t !== c.var.tenant.slug)
          return unsuccessful(c, 400, SAVED_SEARCH_ERRORS.badLink);
        if (link.x * 1000 < clock.now().getTime()) return unsuccessful(c, 400, SAVED_SEARCH_ERRORS.expiredLink);
        if (!(await store.confirm(link.u, link.e))) return unsuccessful(c, 400, SAVED_SEARCH_ERRORS.badLink);
        return c.json({ success: true, email: link.e });
      }),
    )
    .post(
      GARAGE_API_ROUTES.alertUnsubscribe,
      postingTenant(tenants, ERRORS.origin),
      mediaType(
        ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        ERRORS.unsubscribeType,
      ),
      bodySize(MAX_BODY_BYTES, ERRORS.tooLarge),
      (c) =>
        guarded(c, c.var.tenant, 'alerts.unsubscribe', async () => {
          const token = await tokenOf(c);
          if (token instanceof Response) return token;
          const link = await links.read(token);
          if (!link || link.k === 'confirm' || link.t !== c.var.tenant.slug)
            return unsuccessful(c, 400, SAVED_SEARCH_ERRORS.badLink);
          const what =
            link.k === 'search'
              ? await store.stopSearchAlerts(link.t, link.s)
              : (await store.stopPriceDrops(link.t, link.u))
                ? 'price-drop alerts'
                : null;
          // a search or account deleted since: nothing is sent for it any more either
          return c.json({ success: true, what: what ?? 'these alerts' });
        }),
    )
    .all(
      GARAGE_API_ROUTES.savedSearches,
      methodNotAllowed(['GET'], 'Method not allowed: read saved searches with GET.'),
    )
    .all(
      GARAGE_API_ROUTES.alertSettings,
      methodNotAllowed(['GET'], 'Method not allowed: read alert settings with GET.'),
    )
    .all(GARAGE_API_ROUTES.savedSearchSave, postOnly)
    .all(GARAGE_API_ROUTES.savedSearchRemove, postOnly)
    .all(GARAGE_API_ROUTES.savedSearchAlerts, postOnly)
    .all(GARAGE_API_ROUTES.alertEmail, postOnly)
    .all(GARAGE_API_ROUTES.alertPriceDrops, postOnly)
    .all(GARAGE_API_ROUTES.alertConfirm, postOnly)
    .all(GARAGE_API_ROUTES.alertUnsubscribe, postOnly);
}
