/** One submit attempt: its Idempotency-Key and the body it was made for. */
export interface LeadAttempt {
  key: string;
  body: string;
}

/**
 * The attempt a submit makes: the last one again when it is the same lead (a retry after no
 * answer came, so the API can answer it once), else a new key. A changed form is a new
 * attempt: the API refuses a key reused for another body.
 */
export function attemptFor(previous: LeadAttempt | null, body: string, newKey: () => string): LeadAttempt {
  return previous && previous.body === body ? previous : { key: newKey(), body };
}

export type LeadAnswer = { kind: 'answer'; status: number; body: unknown } | { kind: 'no-answer' };

/**
 * Whether the attempt stays open for a retry with the same key: no answer came (the lead may
 * or may not be stored), or the first try is still being stored (409).
 */
export function keepAttempt(answer: LeadAnswer): boolean {
  return answer.kind === 'no-answer' || answer.status === 409;
}

const TIMEOUT_MS = 20_000;
const RETRY_DELAY_MS = 1_000;

async function postOnce(endpoint: string, attempt: LeadAttempt, fetcher: typeof fetch): Promise<LeadAnswer> {
  try {
    const response = await fetcher(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': attempt.key },
      body: attempt.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // an answer that is not JSON (a proxy's error page) reads as an empty one
    const body: unknown = await response.json().catch(() => null);
    return { kind: 'answer', status: response.status, body };
  } catch {
    return { kind: 'no-answer' };
  }
}

/**
 * Sends a lead; when no answer comes, tries once more a moment later with the same key, so
 * a lead that did arrive is answered once and never stored twice.
 */
export async function postLead(
  endpoint: string,
  attempt: LeadAttempt,
  fetcher: typeof fetch = fetch,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<LeadAnswer> {
  const first = await postOnce(endpoint, attempt, fetcher);
  if (first.kind === 'answer') return first;
  await wait(RETRY_DELAY_MS);
  return postOnce(endpoint, attempt, fetcher);
}

/** The lead_id and error of an answer, whatever its shape (spec §7 "Reads lead_id and error"). */
export function leadResponse(body: unknown): { lead_id?: string | number; error?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const { lead_id, error } = body as Record<string, unknown>;
  return {
    ...(typeof lead_id === 'string' || typeof lead_id === 'number' ? { lead_id } : {}),
    ...(typeof error === 'string' ? { error } : {}),
  };
}
