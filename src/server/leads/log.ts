import { createMiddleware } from 'hono/factory';
import type { Refusal, RefusalEnv } from '../middleware/refusal.ts';
import type { TenantEnv } from '../middleware/tenant.ts';
import type { ApiTenant } from '../tenancy/api-tenant.ts';

/**
 * What the lead API writes to its log: ids, the tenant, the kind, the status and the names
 * (never the values) of fields. The type has no place for a name, e-mail, phone number,
 * postcode, message or address, so personal data cannot reach the log by accident
 * (DESIGN.md, lead API).
 */
export interface LeadLogEntry {
  event:
    | 'lead.stored'
    | 'lead.replayed'
    | 'lead.invalid'
    | 'lead.refused'
    | 'lead.rate-limited'
    | 'lead.key-mismatch'
    | 'lead.in-flight'
    | 'lead.failed';
  status: number;
  tenant?: string;
  kind?: string;
  lead_id?: string;
  spam?: boolean;
  /** A lead past its phone number's limit: stored and delivered, flagged. */
  suspected_abuse?: boolean;
  /** Names of the fields that failed validation. */
  fields?: string[];
  /** Which limit refused it: the per-address one (the only one that refuses). */
  scope?: 'ip';
  /** Why a request was refused before its body was read (e.g. 'origin', 'content-type'). */
  reason?: string;
  /** An error's class name and SQLSTATE, never its message (which may quote the data). */
  error?: string;
}

export interface LeadLogger {
  log(entry: LeadLogEntry): void;
}

/** One JSON line per entry on standard output. */
export const consoleLeadLogger: LeadLogger = {
  log(entry) {
    console.log(JSON.stringify({ at: new Date().toISOString(), ...entry }));
  },
};

/**
 * Logs the refusal a guard answered with (c.var.refusal), after the route: 'lead.rate-limited'
 * with its scope, else 'lead.refused' with its reason; the tenant when it was known.
 */
export function logRefusals(logger: LeadLogger) {
  return createMiddleware<RefusalEnv & TenantEnv>(async (c, next) => {
    await next();
    const refusal = c.get('refusal') as Refusal | undefined;
    if (!refusal) return;
    const tenant = (c.get('tenant') as ApiTenant | undefined)?.slug;
    logger.log({
      ...(refusal.reason === 'rate'
        ? { event: 'lead.rate-limited', scope: 'ip' }
        : { event: 'lead.refused', reason: refusal.reason }),
      status: refusal.status,
      ...(tenant ? { tenant } : {}),
    });
  });
}
