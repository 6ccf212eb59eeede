import { Hono, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { deleteCookie } from 'hono/cookie';
import * as v from 'valibot';
import { GARAGE_API_ROUTES } from '../../garage-api-paths.ts';
import { MY_DATA_ERRORS, myDataFileName } from '../../domain/account/my-data.ts';
import type { EnquiryRecord } from '../../domain/account/sent-enquiries.ts';
import { FORM_MESSAGES } from '../../domain/forms/messages.ts';
import type { LiveStock } from '../cars/stock.ts';
import { systemClock, type Clock } from '../clock.ts';
import { unsuccessful } from '../error-answers.ts';
import { jsonBody, mediaType, type JsonBodyEnv } from '../middleware/json-body.ts';
import { methodNotAllowed } from '../middleware/method-not-allowed.ts';
import type { RefusalEnv } from '../middleware/refusal.ts';
import { postingTenant, readingTenant, type TenantEnv } from '../middleware/tenant.ts';
import type { KeyedHash } from '../privacy/keyed-hash.ts';
import { issuesByField } from '../schema-issues.ts';
import type { Database } from '../storage/database.ts';
import type { ServedTenant } from '../hosts.ts';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import { MyDataStore, type HeldLead } from './my-data.ts';
import { SESSION_COOKIE_NAME, sessionCookieOptions } from './session-cookie.ts';
import { signedInUser, type UserEnv } from './session-guard.ts';
import { DEFAULT_SESSION_LIFETIMES, type SessionLifetimes } from './sessions.ts';

export interface MyDataApiOptions {
  db: Database;
  hash: KeyedHash;
  tenants: readonly ApiTenant[];
  /** The tenants' feeds now: an enquiry's car is named (and linked) while it is listed. */
  stock: LiveStock;
  lifetimes?: SessionLifetimes;
  clock?: Clock;
}

const MAX_BODY_BYTES = 64;

const ERRORS = {
  origin: 'An account is changed only from the dealer’s own website.',
  contentType: 'Send the request as JSON (Content-Type: application/json).',
  tooLarge: `An account request is ${MAX_BODY_BYTES} bytes at most.`,
  notJson: 'The request is not valid JSON.',
  host: 'No site is served here.',
} as const;

/** Deleting is never a side effect of a stray request: the body says so. */
const DeleteRequest = v.strictObject({ confirm: v.literal(true, MY_DATA_ERRORS.confirm) }, MY_DATA_ERRORS.confirm);

function logFailure(event: string, tenant: string, error: unknown) {
  console.error(JSON.stringify({ event, tenant, error: error instanceof Error ? error.name : 'Error' }));
}

/**
 * The signed-in shopper's own records (the privacy policy's access and deletion requests), on
 * the site's own origin: GET /account/enquiries lists the leads sent with their number, GET
 * /account/data downloads everything held about them as a JSON file, POST /account/delete
 * (`{confirm: true}`, from the site's own pages) deletes the account and de-identifies our
 * copies of their leads, then ends the session in the browser too. Deleting needs a sign-in
 * within SIGN_IN_POLICY.recentSignInMinutes (ASVS 5.0 7.5.1); an older session is answered
 * 403 with `reauthenticate: true`, and a fresh code on /sign-in lets the shopper go on.
 */
export function myDataRoutes(options: MyDataApiOptions) {
  const { db, tenants, stock } = options;
  const clock = options.clock ?? systemClock;
  const lifetimes = options.lifetimes ?? DEFAULT_SESSION_LIFETIMES;
  const store = new MyDataStore(db, options.hash);
  const user = signedInUser(db, lifetimes, (c, why) =>
    why === 'visitor' ? unsuccessful(c, 401, MY_DATA_ERRORS.visitor) : unsuccessful(c, 503, MY_DATA_ERRORS.unavailable),
  );
  const reading: MiddlewareHandler<TenantEnv<ServedTenant> & UserEnv> = every(
    readingTenant(tenants, ERRORS.host),
    user,
  );
  const deleting: MiddlewareHandler<TenantEnv & JsonBodyEnv & RefusalEnv & UserEnv> = every(
    postingTenant(tenants, ERRORS.origin),
    mediaType(['application/json'], ERRORS.contentType),
    jsonBody(MAX_BODY_BYTES, ERRORS),
    user,
  );

  /** A held lead as the garage lists it, its car named from the live stock while listed. */
  async function enquiryRecord(tenant: string, lead: HeldLead): Promise<EnquiryRecord> {
    const id = lead.car_id && /^\d+$/.test(lead.car_id) ? Number(lead.car_id) : null;
    const car = id && stock.carById ? await stock.carById(tenant, id) : null;
    return {
      reference: lead.reference,
      kind: lead.kind,
      category: lead.category,
      car: car ? { id: String(car.id), name: car.name, slug: car.slug } : null,
      sent_at: lead.sent_at,
      delivered: lead.delivered,
    };
  }

  return new Hono()
    .get(GARAGE_API_ROUTES.myEnquiries, reading, async (c) => {
      const tenant = c.var.tenant.slug;
      try {
        const leads = await store.enquiries(tenant, c.var.user);
        return c.json({ success: true, items: await Promise.all(leads.map((lead) => enquiryRecord(tenant, lead))) });
      } catch (error) {
        logFailure('account.enquiries-failed', tenant, error);
        return unsuccessful(c, 503, MY_DATA_ERRORS.unavailable);
      }
    })
    .get(GARAGE_API_ROUTES.myData, reading, async (c) => {
      const tenant = c.var.tenant.slug;
      const now = clock.now();
      try {
        const data = await store.export(tenant, c.var.user, now);
        return c.json(data, 200, {
          'Content-Disposition': `attachment; filename="${myDataFileName(tenant, now)}"`,
        });
      } catch (error) {
        logFailure('account.export-failed', tenant, error);
        return unsuccessful(c, 503, MY_DATA_ERRORS.unavailable);
      }
    })
    .post(GARAGE_API_ROUTES.deleteAccount, deleting, async (c) => {
      const tenant = c.var.tenant.slug;
      const checked = v.safeParse(DeleteRequest, c.var.body);
      if (!checked.success)
        return unsuccessful(c, 422, FORM_MESSAGES.fixErrors, { errors: issuesByField(checked.issues, 'confirm') });
      // ASVS 5.0 7.5.1: a borrowed or left-open session cannot delete the account; a fresh code can
      if (c.var.recentSignInSeconds <= 0)
        return unsuccessful(c, 403, MY_DATA_ERRORS.reauthenticate, { reauthenticate: true });
      try {
        const { deidentifiedLeads } = await store.deleteAccount(tenant, c.var.user);
        deleteCookie(c, SESSION_COOKIE_NAME, sessionCookieOptions(lifetimes));
        return c.json({ success: true, deidentified_enquiries: deidentifiedLeads });
      } catch (error) {
        logFailure('account.delete-failed', tenant, error);
        return unsuccessful(c, 503, MY_DATA_ERRORS.unavailable);
      }
    })
    .all(GARAGE_API_ROUTES.myEnquiries, methodNotAllowed(['GET'], 'Method not allowed: read your enquiries with GET.'))
    .all(GARAGE_API_ROUTES.myData, methodNotAllowed(['GET'], 'Method not allowed: download your data with GET.'))
    .all(
      GARAGE_API_ROUTES.deleteAccount,
      methodNotAllowed(['POST'], 'Method not allowed: delete the account with POST.'),
    );
}
