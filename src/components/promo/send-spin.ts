import type { SpinAnswer } from '../../domain/promo/spin-to-win/answers.ts';
import { promoApiHref } from '../../promo-api-paths.ts';
import { postJson } from '../checkout/api-request.ts';

/** How a spin went, for the page to show. */
export type SpinOutcome =
  /** Drawn now (201), or a spin made before (409): the result either way. */
  | { kind: 'spun'; answer: SpinAnswer; before: boolean }
  /** 422: the details were refused, field by field (the body's `errors`). */
  | { kind: 'invalid'; body: Record<string, unknown> }
  | { kind: 'signed-out' }
  /** 404: the campaign is no longer open (it closed, or the next one opened). */
  | { kind: 'closed' }
  | { kind: 'refused'; message: string | null };

/**
 * Spins (POST /spin-to-win) with the shopper's details and the campaign the page shows. A
 * request that got no answer is sent once more with the same key: the API then answers the
 * spin it stored, never a second draw.
 */
export async function sendSpin(request: Record<string, string>): Promise<SpinOutcome> {
  const key = crypto.randomUUID();
  const send = () => postJson(promoApiHref('spinToWin'), request, { 'Idempotency-Key': key });
  const answer = (await send()) ?? (await send());
  const body = answer?.body ?? {};
  if ((answer?.status === 201 || answer?.status === 409) && body.spin)
    return { kind: 'spun', answer: body as unknown as SpinAnswer, before: answer.status === 409 };
  if (answer?.status === 422 && body.errors) return { kind: 'invalid', body };
  if (answer?.status === 401) return { kind: 'signed-out' };
  if (answer?.status === 404) return { kind: 'closed' };
  return { kind: 'refused', message: answer?.status === 429 && typeof body.error === 'string' ? body.error : null };
}
