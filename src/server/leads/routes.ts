import { Hono } from 'hono';
import { API_ROUTES } from '../../api-paths.ts';
import { isLeadKind } from '../../domain/forms/lead-kinds.ts';
import { FORM_MESSAGES, LEAD_ERRORS } from '../../domain/forms/messages.ts';
import { bodySize, jsonBody, mediaType } from '../middleware/json-body.ts';
import { methodNotAllowed } from '../middleware/method-not-allowed.ts';
import type { ClientAddress } from '../middleware/rate-limit.ts';
import { postingTenant } from '../middleware/tenant.ts';
import { tenantCors } from '../middleware/tenant-cors.ts';
import type { RateLimit } from '../middleware/rate-limiter.ts';
import { sqlState } from '../storage/database.ts';
import type { ApiTenant } from '../tenancy/api-tenant.ts';
import { idempotencyKey } from './idempotency-key.ts';
import { consoleLeadLogger, logRefusals, type LeadLogEntry, type LeadLogger } from './log.ts';
import { requestHash } from './request-hash.ts';
import type { KeyAnswer, LeadStore, StoredResponse, StoreOutcome } from './store.ts';
import { validateLead } from './validate.ts';

/** Bodies above this are refused unread (issue 4: 32 KB). */
const MAX_LEAD_BODY_BYTES = 32 * 1024;

/**
 * An address may send 20 leads at once to a site and 20 more every 10 minutes (a dealership
 * or office behind one address still gets through). It protects the dealer's CRM from a
 * flood, so the store counts it in PostgreSQL (LeadStoreOptions.addressLimit) and it holds
 * across instances. A phone number is not refused: the store flags its leads past
 * PHONE_LEAD_LIMIT.
 */
export const DEFAULT_ADDRESS_RATE_LIMIT: RateLimit = { burst: 20, perSeconds: 600 };

export interface LeadApiOptions {
  /** Stores the leads, and counts the per-address limit when it has one (addressLimit). */
  store: LeadStore;
  tenants: readonly ApiTenant[];
  /**
   * The client's address, as the runtime knows it (Node: the socket; Lambda: API Gateway's
   * source address), handed to the store for its per-address limit. Without one, that limit
   * does not apply.
   */
  clientAddress?: ClientAddress;
  logger?: LeadLogger;
}

/** The shopper-facing texts of the refusals; §8 gives none for these, so they say what to do. */
const LEAD_API_ERRORS = {
  origin: 'Leads are accepted only from the dealer’s own website.',
  rateLimited: 'Too many enquiries from here in a short time. Please wait a moment and try again.',
  contentType: 'Send the lead as JSON (Content-Type: application/json).',
  tooLarge: `The form is too large to send (${MAX_LEAD_BODY_BYTES / 1024} KB at most).`,
  keyMissing: 'An Idempotency-Key header is required: one new key for each submit attempt.',
  keyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters without spaces.',
  notJson: 'The form arrived garbled (not valid JSON). Please try again.',
  keyReused: 'This Idempotency-Key was already used for a different form. Send a new key for a new submission.',
  inFlight: 'This form is already being sent. Please wait a moment.',
} as const;

/**
 * POST /leads (under /api): every kind of lead, from the tenants' own pages. In order:
 * the origin (403), JSON only (415), 32 KB (413), an Idempotency-Key (400), valid JSON
 * (400), the form's own schema (422); then the store writes the lead and its key's answer
 * together, taking the address's token in the same statement: 201 {"lead_id"} (a lead past
 * its phone number's limit too, flagged by the store), or the key's history answers (the
 * first answer again, 422 for another body, 409 while in flight; none takes a token), or
 * 429 when the address has no token left on the site. The 429 comes last because the
 * token is taken in the lead's own write: one round trip per batch of leads, not two.
 * A filled honeypot gets the same 201 and its lead is kept as spam. Uses nothing but web
 * APIs, so it runs on any runtime Hono does; the store is handed in.
 */
export function leadRoutes(options: LeadApiOptions) {
  const { store, tenants } = options;
  const logger = options.logger ?? consoleLeadLogger;
  const errors = LEAD_API_ERRORS;

  return new Hono()
    .use(
      API_ROUTES.leads,
      tenantCors(tenants, {
        methods: ['POST'],
        allowHeaders: ['Content-Type', 'Idempotency-Key'],
        exposeHeaders: ['Retry-After', 'Idempotent-Replayed'],
      }),
    )
    .post(
      API_ROUTES.leads,
      logRefusals(logger),
      postingTenant(tenants, errors.origin),
      mediaType(['application/json'], errors.contentType),
      bodySize(MAX_LEAD_BODY_BYTES, errors.tooLarge),
      idempotencyKey(errors),
      jsonBody(MAX_LEAD_BODY_BYTES, errors),
      async (c) => {
        const log = (entry: LeadLogEntry) => logger.log(entry);
        const fail = (status: 409 | 422 | 503, body: object, headers = {}) => c.json(body, status, headers);
        const { body, idempotencyKey: key } = c.var;
        const tenant = c.var.tenant.slug;

        const checked = validateLead(body, c.var.tenant);
        if (!checked.ok) {
          const kind = (body as { kind?: unknown } | null)?.kind;
          log({
            event: 'lead.invalid',
            status: 422,
            tenant,
            // only a known kind: any other text is the sender's, and could be anything
            ...(isLeadKind(kind) ? { kind } : {}),
            fields: Object.keys(checked.errors),
          });
          return fail(422, { error: FORM_MESSAGES.fixErrors, errors: checked.errors });
        }
        const lead = checked.lead;
        // the validated lead, not the raw body: its depth is the schema's, never the sender's
        const hash = requestHash(lead);

        const answerKey = (answer: KeyAnswer) => {
          if (answer.kind === 'replay') {
            log({
              event: 'lead.replayed',
              status: answer.response.status,
              tenant,
              kind: lead.kind,
              ...leadIdOf(answer.response),
            });
            return c.json(answer.response.body, answer.response.status as 201, { 'Idempotent-Replayed': 'true' });
          }
          if (answer.kind === 'mismatch') {
            log({ event: 'lead.key-mismatch', status: 422, tenant, kind: lead.kind });
            return fail(422, {
              error: LEAD_API_ERRORS.keyReused,
              errors: { 'Idempotency-Key': LEAD_API_ERRORS.keyReused },
            });
          }
          log({ event: 'lead.in-flight', status: 409, tenant, kind: lead.kind });
          return fail(409, { error: LEAD_API_ERRORS.inFlight }, { 'Retry-After': String(answer.retryAfterSeconds) });
        };

        const storageFailed = (error: unknown) => {
          const code = sqlState(error);
          const name = error instanceof Error ? error.name : 'Error';
          log({ event: 'lead.failed', status: 503, tenant, kind: lead.kind, error: code ? `${name} ${code}` : name });
          // the spec's submit-failure text (§8); the form keeps the data and the shopper may resend
          return fail(503, { error: LEAD_ERRORS.submitFailed }, { 'Retry-After': '5' });
        };

        const id = crypto.randomUUID();
        const response: StoredResponse = { status: 201, body: { lead_id: id } };
        let outcome: StoreOutcome;
        try {
          outcome = await store.store(tenant, key, hash, { ...lead, id }, response, options.clientAddress?.(c));
        } catch (error) {
          return storageFailed(error);
        }
        if (outcome.kind === 'rate-limited') {
          log({ event: 'lead.rate-limited', status: 429, tenant, kind: lead.kind, scope: 'ip' });
          return c.json({ error: errors.rateLimited }, 429, { 'Retry-After': String(outcome.retryAfterSeconds) });
        }
        if (outcome.kind !== 'stored') return answerKey(outcome);
        log({
          event: 'lead.stored',
          status: 201,
          tenant,
          kind: lead.kind,
          lead_id: id,
          spam: lead.spam,
          suspected_abuse: outcome.suspectedAbuse,
        });
        return c.json(response.body, 201);
      },
    )
    .all(API_ROUTES.leads, methodNotAllowed(['POST', 'OPTIONS'], 'Method not allowed: send leads with POST.'));
}

function leadIdOf(response: StoredResponse): { lead_id?: string } {
  const id = response.body['lead_id'];
  return typeof id === 'string' ? { lead_id: id } : {};
}
