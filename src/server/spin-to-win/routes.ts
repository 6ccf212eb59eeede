import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import * as v from 'valibot';
import { signInGate } from '../../domain/account/gating.ts';
import { normalisedPhone } from '../../domain/contact/phone-lead-limit.ts';
import { FORM_MESSAGES } from '../../domain/forms/messages.ts';
import type { SpinAnswer, SpinResult, SpinStateAnswer } from '../../domain/promo/spin-to-win/answers.ts';
import { campaignAt, openCampaign, type SpinCampaign } from '../../domain/promo/spin-to-win/campaign.ts';
import { SpinRequestSchema } from '../../domain/promo/spin-to-win/spin-request.ts';
import { SPIN_TO_WIN_MESSAGES } from '../../domain/promo/spin-to-win/texts.ts';
import { VOUCHER_ALPHABET, VOUCHER_LENGTH, voucherCode } from '../../domain/promo/spin-to-win/voucher-code.ts';
import { PROMO_API_ROUTES } from '../../promo-api-paths.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { SESSION_COOKIE_NAME } from '../account/session-cookie.ts';
import {
  DEFAULT_SESSION_LIFETIMES,
  liveSession,
  type SessionLifetimes,
  type ShopperUser,
} from '../account/sessions.ts';
import { systemClock, type Clock } from '../clock.ts';
import { failed } from '../error-answers.ts';
import { idempotencyKey } from '../leads/idempotency-key.ts';
import { bodySize, jsonBody, mediaType } from '../middleware/json-body.ts';
import { methodNotAllowed } from '../middleware/method-not-allowed.ts';
import { addressRateLimit, type ClientAddress } from '../middleware/rate-limit.ts';
import type { RateLimit } from '../middleware/rate-limiter.ts';
import { SharedTokenBuckets } from '../middleware/shared-token-buckets.ts';
import { postingTenant, readingTenant } from '../middleware/tenant.ts';
import { tenantCors } from '../middleware/tenant-cors.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import { guarded, logEvent } from '../route-log.ts';
import { issuesByField } from '../schema-issues.ts';
import type { Database } from '../storage/database.ts';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import type { PrizeNotices, PrizeWinner } from './prize-notices.ts';
import { randomIndices, randomUnit } from './randomness.ts';
import { SpinStore, type Spinner, type StoredSpin } from './store.ts';

export interface SpinToWinApiOptions {
  db: Database;
  hash: KeyedHash;
  tenants: readonly ApiTenant[];
  /** Each tenant's site.json: its campaigns (spinToWin) and its sign-in switch. */
  sites: readonly Site[];
  /** What a prize won sends (its lead and voucher e-mail); without it a prize is drawn and stored only (tests of the draw). */
  notices?: PrizeNotices;
  clientAddress?: ClientAddress;
  /** Spins per client address and site (SPIN_RATE_LIMIT unless set); null: none (tests). */
  perAddress?: RateLimit | null;
  lifetimes?: SessionLifetimes;
  /** What the campaigns' dates are read by (tests set it). */
  clock?: Clock;
  /** The draw's uniform value in [0, 1): the CSPRNG (randomUnit) unless a test fixes the outcome. */
  drawValue?: () => number;
}

/**
 * Spins from one address: a household or an office shares one, and a site that does not gate
 * spins counts them per number typed, which this holds to a few new numbers an hour.
 */
export const SPIN_RATE_LIMIT: RateLimit = { burst: 10, perSeconds: 3600 };

const MAX_BODY_BYTES = 4096;

/** `__Host-spin`: the spin this browser made, so a visitor of a site that does not gate spins sees it again. */
const SPIN_COOKIE_NAME = 'spin';
/** Browsers keep a cookie 400 days at most. */
const MAX_COOKIE_SECONDS = 400 * 86_400;

const ERRORS = {
  host: 'No dealer website is served here.',
  origin: 'Spins are taken only from the dealer’s own website.',
  contentType: 'Send the spin as JSON (Content-Type: application/json).',
  tooLarge: `A spin is ${MAX_BODY_BYTES} bytes at most.`,
  notJson: 'The spin arrived garbled (not valid JSON). Please try again.',
  keyMissing: 'An Idempotency-Key header is required: one new key for each spin.',
  keyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters without spaces.',
  keyReused: 'This Idempotency-Key was already used for another spin. Send a new key for a new spin.',
} as const;

const newVoucher = () => voucherCode(randomIndices(VOUCHER_LENGTH, VOUCHER_ALPHABET.length));

/**
 * spec §2 /spin-to-win: GET /spin-to-win says which campaign the page speaks of at this moment
 * (on the server's clock, whatever the build said) and the shopper's spin in it, by their
 * session or, for a visitor, the spin cookie; POST /spin-to-win spins once per shopper per
 * campaign: the account's number when signed in (a site that gates spins wants a session,
 * 401), else the mobile typed. The draw, its prize's stock, lead and voucher e-mail are one
 * transaction (SpinStore.spin), answered 201 only once stored; a second spin answers 409 with
 * the first's result, a retry with the same Idempotency-Key its first answer.
 */
export function spinToWinRoutes(options: SpinToWinApiOptions) {
  const { db, tenants, hash } = options;
  const clock = options.clock ?? systemClock;
  const drawValue = options.drawValue ?? randomUnit;
  const lifetimes = options.lifetimes ?? DEFAULT_SESSION_LIFETIMES;
  const store = new SpinStore(db);
  const sites = new Map(options.sites.map((site) => [site.slug, site]));
  const limit = options.perAddress === undefined ? SPIN_RATE_LIMIT : options.perAddress;
  const perAddress = addressRateLimit(
    limit && new SharedTokenBuckets(db, { name: 'spins-per-address', limit, shopperHash: hash }),
    options.clientAddress,
    SPIN_TO_WIN_MESSAGES.tooMany,
  );

  async function signedIn(c: Context, tenant: string): Promise<ShopperUser | null> {
    const id = getCookie(c, SESSION_COOKIE_NAME, 'host');
    return id ? ((await liveSession(db, tenant, id, lifetimes))?.user ?? null) : null;
  }

  const guard = (c: Context, event: string, tenant: string, work: () => Promise<Response>) =>
    guarded(event, tenant, work, () => failed(c, 503, SPIN_TO_WIN_MESSAGES.unavailable));

  /** Keeps the spin's id in the browser until its campaign has ended. */
  function rememberSpin(c: Context, spin: StoredSpin, campaign: SpinCampaign) {
    const left = Math.ceil((Date.parse(campaign.ends) - clock.now().getTime()) / 1000);
    setCookie(c, SPIN_COOKIE_NAME, spin.id, {
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      prefix: 'host',
      maxAge: Math.min(MAX_COOKIE_SECONDS, Math.max(60, left)),
    });
  }

  /**
   * A spin as its shopper sees it. Its voucher code is a claim on the prize, so it goes only to
   * the shopper who spun (their session, their spin cookie, their retry's key), never to someone
   * who merely typed the same number.
   */
  function result(spin: StoredSpin, campaign: SpinCampaign, own: boolean): SpinResult {
    const prize = campaign.prizes.find((p) => p.id === spin.prize_id);
    return {
      prize: prize
        ? { id: prize.id, name: prize.name }
        : spin.prize_id
          ? { id: spin.prize_id, name: spin.prize_id }
          : null,
      voucher: own ? spin.voucher_code : null,
      spun_at: spin.created_at.toISOString(),
    };
  }

  const app = new Hono()
    .use(
      PROMO_API_ROUTES.spinToWin,
      tenantCors(tenants, { methods: ['GET', 'POST'], allowHeaders: ['Content-Type', 'Idempotency-Key'] }),
    )
    .get(PROMO_API_ROUTES.spinToWin, readingTenant(tenants, ERRORS.host), async (c) => {
      const site = sites.get(c.var.tenant.slug);
      if (!site?.spinToWin) return failed(c, 404, SPIN_TO_WIN_MESSAGES.notOpen);
      const { campaigns } = site.spinToWin;
      return guard(c, 'spin-to-win.read', site.slug, async () => {
        const at = campaignAt(campaigns, clock.now());
        const user = await signedIn(c, site.slug);
        let spin: StoredSpin | null = null;
        if (at && user) spin = await store.bySpinner(site.slug, at.campaign.id, await spinnerOf(user, ''));
        const remembered = getCookie(c, SPIN_COOKIE_NAME, 'host');
        if (at && !spin && remembered) spin = await store.byId(site.slug, at.campaign.id, remembered);
        const answer: SpinStateAnswer = {
          campaign: at ? { id: at.campaign.id, phase: at.phase } : null,
          sign_in_required: signInGate('spinToWin', site.features.signIn) !== undefined,
          signed_in: user !== null,
          spin: at && spin ? result(spin, at.campaign, true) : null,
        };
        return c.json(answer);
      });
    })
    .post(
      PROMO_API_ROUTES.spinToWin,
      postingTenant(tenants, ERRORS.origin),
      perAddress,
      mediaType(['application/json'], ERRORS.contentType),
      bodySize(MAX_BODY_BYTES, ERRORS.tooLarge),
      idempotencyKey(ERRORS),
      jsonBody(MAX_BODY_BYTES, ERRORS),
      async (c) => {
        const site = sites.get(c.var.tenant.slug);
        const campaign = site?.spinToWin ? openCampaign(site.spinToWin.campaigns, clock.now()) : null;
        if (!site || !campaign) return failed(c, 404, SPIN_TO_WIN_MESSAGES.notOpen);
        return guard(c, 'spin-to-win.spin', site.slug, async () => {
          const user = await signedIn(c, site.slug);
          if (!user && signInGate('spinToWin', site.features.signIn))
            return failed(c, 401, SPIN_TO_WIN_MESSAGES.signIn);
          const parsed = v.safeParse(SpinRequestSchema, c.var.body);
          if (!parsed.success)
            return c.json({ error: FORM_MESSAGES.fixErrors, errors: issuesByField(parsed.issues, 'body') }, 422);
          // the page showed another campaign than the one open now (it closed, the next opened)
          if (parsed.output.campaign !== campaign.id) return failed(c, 404, SPIN_TO_WIN_MESSAGES.notOpen);
          // the details' entries are the lead forms' field schemas, typed as the forms' values
          const detail = (name: string) => String((parsed.output as Record<string, unknown>)[name] ?? '');
          const winner: PrizeWinner = {
            name: detail('name'),
            last_name: detail('last_name'),
            email: detail('email'),
            phone: detail('phone'),
          };
          const spinner = await spinnerOf(user, winner.phone);
          const key = c.var.idempotencyKey;
          const answered = await earlier(c, site, campaign, spinner, key, user);
          if (answered) return answered;
          const outcome = await store.spin(
            {
              tenant: site.slug,
              campaign,
              ...spinner,
              idempotencyKey: key,
              value: drawValue(),
              voucher: newVoucher(),
              at: clock.now(),
            },
            async (tx, spin, prize) => options.notices?.(tx, { spin, prize, campaign, site, winner }),
          );
          // another request of the same shopper or key got there first
          if (outcome.kind === 'taken')
            return (
              (await earlier(c, site, campaign, spinner, key, user)) ?? failed(c, 503, SPIN_TO_WIN_MESSAGES.unavailable)
            );
          logEvent('spin-to-win.spun', site.slug, {
            spin: outcome.spin.id,
            campaign: campaign.id,
            prize: outcome.prize?.id ?? null,
          });
          rememberSpin(c, outcome.spin, campaign);
          const answer: SpinAnswer = { campaign: campaign.id, spin: result(outcome.spin, campaign, true) };
          return c.json(answer, 201);
        });
      },
    )
    .all(
      PROMO_API_ROUTES.spinToWin,
      methodNotAllowed(['GET', 'POST', 'OPTIONS'], 'Method not allowed: spin with POST.'),
    );

  /** Who a spin counts against: the account's verified number when signed in, else the one typed. */
  async function spinnerOf(user: ShopperUser | null, typed: string): Promise<Spinner> {
    const phone = normalisedPhone(user?.phone ?? typed) ?? '';
    return { phoneHash: await hash.of('phone', phone), userId: user?.id ?? null };
  }

  /**
   * The answer a spin made before gets: a retry with its key, its first answer (201, replayed);
   * the same key for another shopper, 422; the shopper's spin of this campaign, 409 with its result.
   */
  async function earlier(
    c: Context,
    site: Site,
    campaign: SpinCampaign,
    spinner: Spinner,
    key: string,
    user: ShopperUser | null,
  ): Promise<Response | null> {
    const byKey = await store.byKey(site.slug, key);
    if (byKey) {
      if (byKey.campaign_id !== campaign.id || byKey.phone_hash !== spinner.phoneHash)
        return failed(c, 422, ERRORS.keyReused, { errors: { 'Idempotency-Key': ERRORS.keyReused } });
      rememberSpin(c, byKey, campaign);
      const answer: SpinAnswer = { campaign: campaign.id, spin: result(byKey, campaign, true) };
      return c.json(answer, 201, { 'Idempotent-Replayed': 'true' });
    }
    const before = await store.bySpinner(site.slug, campaign.id, spinner);
    if (!before) return null;
    const own = (user !== null && before.user_id === user.id) || getCookie(c, SPIN_COOKIE_NAME, 'host') === before.id;
    const answer: SpinAnswer = {
      campaign: campaign.id,
      spin: result(before, campaign, own),
      error: SPIN_TO_WIN_MESSAGES.alreadySpun,
    };
    return c.json(answer, 409);
  }

  return app;
}
