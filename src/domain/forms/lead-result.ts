import type { LeadKind } from './lead-kinds.ts';
import { LEAD_ERRORS } from './messages.ts';

/** What the lead submission answered (spec §7: "Reads lead_id and error"). */
export interface LeadResponse {
  lead_id?: string | number | null;
  error?: string | null;
}

export type LeadOutcome = { ok: true; leadId: string } | { ok: false; message: string };

/**
 * spec §4 Lead form and §8: a lead_id means success (the page stores the car and goes to
 * /success); otherwise the returned error is shown; with neither, 'An unexpected error
 * occured' (the spec's spelling).
 */
export function leadOutcome(response: LeadResponse | null | undefined): LeadOutcome {
  const leadId = response?.lead_id;
  if (leadId !== undefined && leadId !== null && String(leadId).trim() !== '')
    return { ok: true, leadId: String(leadId) };
  const error = response?.error?.trim();
  return { ok: false, message: error || LEAD_ERRORS.unexpected };
}

interface SubmitFailure {
  /** The browser alert: always 'An error occurred when submitting this form'. */
  alert: string;
  /** The red alert on the form: the error's message, else the same text as the alert. */
  inline: string;
}

/** spec §8 "Form submit failure (enquiry form)": the alert, and the returned error (else the same text) on the form. */
function submitFailure(message: string | null): SubmitFailure {
  return { alert: LEAD_ERRORS.submitFailed, inline: message?.trim() || LEAD_ERRORS.submitFailed };
}

/** How a lead submission failed: the API answered without a lead_id, or no answer came at all. */
export type LeadFailure = { answered: true; response: LeadResponse | null } | { answered: false };

export interface LeadFailureNotice {
  /** The browser alert, or null when the form shows none. */
  alert: string | null;
  /** The red alert on the form. */
  inline: string;
}

/** spec §8 "Form submit failure (enquiry form)": the forms that also raise a browser alert. */
const ALERTING_FORMS: ReadonlySet<LeadKind> = new Set(['enquiry']);

/**
 * What a form tells the shopper when a submission fails (spec §4 "Failure shows the
 * returned error", §8): the returned error, else 'An unexpected error occured'; when no
 * answer came (the network failed), 'An error occurred when submitting this form'. The
 * enquiry form also raises the browser alert 'An error occurred when submitting this form'.
 */
export function leadFailureNotice(kind: LeadKind, failure: LeadFailure): LeadFailureNotice {
  let message: string | null = null;
  if (failure.answered) {
    const outcome = leadOutcome(failure.response);
    message = outcome.ok ? LEAD_ERRORS.unexpected : outcome.message;
  }
  if (ALERTING_FORMS.has(kind)) return submitFailure(message);
  return { alert: null, inline: message ?? LEAD_ERRORS.submitFailed };
}
