import { SIGN_IN_PAGE_MESSAGES, tooManyText } from '../../domain/account/sign-in-copy.ts';
import { SIGN_IN_MESSAGES } from '../../domain/account/sign-in-policy.ts';

/** What came back from one request of the sign-in page. */
export type SignInAnswer =
  { kind: 'answer'; status: number; body: unknown; retryAfter: string | null } | { kind: 'no-answer' };

/** POST /api/sign-in/code: the code is on its way, the number is wrong (beside its field), or a message for the page. */
export type CodeRequestOutcome =
  { kind: 'sent' } | { kind: 'field'; message: string } | { kind: 'alert'; message: string };

/** POST /api/sign-in/verify: signed in (the session cookie is set), or the message to show as the server wrote it. */
export type VerifyOutcome = { kind: 'signed-in' } | { kind: 'alert'; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** Retry-After in seconds; the HTTP-date form is not sent by our API and reads as unknown. */
function retryAfterSeconds(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** The message of an answer that is neither success nor a field's: the server's own, else ours. */
function failureMessage(answer: SignInAnswer): string {
  if (answer.kind === 'no-answer') return SIGN_IN_PAGE_MESSAGES.noAnswer;
  const error = isRecord(answer.body) ? text(answer.body['error']) : null;
  if (error) return error;
  if (answer.status === 429) return tooManyText(retryAfterSeconds(answer.retryAfter));
  return SIGN_IN_PAGE_MESSAGES.unexpected;
}

export function codeRequestOutcome(answer: SignInAnswer): CodeRequestOutcome {
  if (answer.kind === 'answer' && answer.status >= 200 && answer.status < 300) return { kind: 'sent' };
  if (answer.kind === 'answer' && answer.status === 422 && isRecord(answer.body)) {
    const errors = answer.body['errors'];
    const phone = isRecord(errors) ? text(errors['phone']) : null;
    return { kind: 'field', message: phone ?? text(answer.body['error']) ?? SIGN_IN_MESSAGES.phone };
  }
  return { kind: 'alert', message: failureMessage(answer) };
}

export function verifyOutcome(answer: SignInAnswer): VerifyOutcome {
  if (answer.kind === 'answer' && answer.status === 200 && isRecord(answer.body) && answer.body['signed_in'] === true) {
    return { kind: 'signed-in' };
  }
  // a body the API's schema refused names the field's message; a refused code has only `error`
  const errors = answer.kind === 'answer' && isRecord(answer.body) ? answer.body['errors'] : null;
  const onField = isRecord(errors)
    ? (Object.values(errors)
        .map(text)
        .find((message) => message) ?? null)
    : null;
  return { kind: 'alert', message: onField ?? failureMessage(answer) };
}
