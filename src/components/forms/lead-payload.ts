import type { FormValues } from '../../domain/forms/fields.ts';
import { HONEYPOT_FIELD } from '../../domain/forms/lead-request.ts';
import type { LeadKind } from '../../domain/forms/lead-kinds.ts';
import type { LeadPageContext } from '../../views/forms/lead-form-types.ts';
import type { VisitTrail } from './visit-trail.ts';

/** What the browser knows about the visit when the shopper submits. */
export interface BrowserVisit {
  href: string;
  userAgent: string;
  trail: VisitTrail | null;
}

/** The lead API's limits on the visit fields (src/domain/forms/lead-request.ts). */
const MAX_URL = 2048;
const MAX_USER_AGENT = 500;

/** The page address as the API accepts it: without query and fragment when too long, else left out. */
function pageUrl(href: string): string | undefined {
  if (href.length <= MAX_URL) return href;
  try {
    const { origin, pathname } = new URL(href);
    const short = origin + pathname;
    return short.length <= MAX_URL ? short : undefined;
  } catch {
    return undefined;
  }
}

/** The visit fields of a lead (spec §3 Tracking): url, source, user_agent, lead_attributes. */
function visitFields(visit: BrowserVisit): Record<string, unknown> {
  const url = pageUrl(visit.href);
  return {
    ...(url && /^https?:\/\/\S+$/.test(url) ? { url } : {}),
    ...(visit.trail ? { source: visit.trail.source } : {}),
    ...(visit.userAgent ? { user_agent: visit.userAgent.slice(0, MAX_USER_AGENT) } : {}),
    lead_attributes: {
      visited_pages: visit.trail?.pages ?? [],
      linked_query_params: visit.trail?.params ?? {},
    },
  };
}

/**
 * The body of POST /api/leads (src/server/README.md): flat, as spec §7 sends it. The form's
 * checked values win over the page's context (a chosen dealership over the car's); empty
 * context is left out; the honeypot travels as the shopper (or a bot) left it.
 */
export function leadPayload(
  kind: LeadKind,
  values: FormValues,
  context: LeadPageContext,
  visit: BrowserVisit,
  honeypot: string,
): Record<string, unknown> {
  const known = Object.fromEntries(Object.entries(context).filter(([, value]) => value !== undefined && value !== ''));
  return { kind, ...known, ...visitFields(visit), ...values, [HONEYPOT_FIELD]: honeypot };
}
