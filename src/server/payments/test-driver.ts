import { PaymentProviderError, PaymentStateError, type AuthoriseResult, type PaymentProvider } from './provider.ts';

/** A processor that has not answered in this long is down as far as a waiting shopper is concerned. */
const DEFAULT_TIMEOUT_MS = 10_000;

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
}

/** What the processor answers, as far as this driver reads it. */
interface ProcessorAnswer {
  status: number;
  body: {
    id?: unknown;
    status?: unknown;
    message?: unknown;
    brand?: unknown;
    last4?: unknown;
    error?: { code?: unknown; message?: unknown; status?: unknown };
  };
}

/**
 * The embedded default: the test processor (src/test-payments, `npm run test-payments`) over
 * HTTP with its bearer secret, as a real driver talks to its company. A 402 is a decline; a
 * network error, a timeout or a 5xx is a PaymentProviderError (the caller retries later with
 * the same key, which the processor answers as before).
 */
export function testPaymentProvider(options: { url: string; secret: string; timeoutMs?: number }): TestPaymentProvider {
  const origin = new URL(options.url).origin;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /** A POST with a body and its idempotency key, or a GET without either. */
  async function call(path: string, body?: unknown, idempotencyKey?: string): Promise<ProcessorAnswer> {
    let response: Response;
    try {
      response = await fetch(`${origin}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          Authorization: `Bearer ${options.secret}`,
          ...(body === undefined
            ? {}
            : { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey ?? '' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
      const reason =
        name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `network error: ${String(cause?.code ?? name)}`;
      throw new PaymentProviderError(`test payments: ${reason}`);
    }
    const parsed: unknown = await response.json().catch(() => ({}));
    if (response.status >= 500) throw new PaymentProviderError(`test payments: HTTP ${response.status}`);
    return {
      status: response.status,
      body: (typeof parsed === 'object' && parsed ? parsed : {}) as ProcessorAnswer['body'],
    };
  }

  /** A held authorisation, with the card's brand and last four digits when the processor gives them. */
  function authorised(paymentId: string, { brand, last4 }: ProcessorAnswer['body']): AuthoriseResult {
    const card =
      typeof brand === 'string' && typeof last4 === 'string' && /^\d{4}$/.test(last4) ? { brand, last4 } : null;
    return { outcome: 'authorised', paymentId, ...(card ? { card } : {}) };
  }

  const failure = (answer: ProcessorAnswer) =>
    new PaymentProviderError(`test payments: HTTP ${answer.status} ${String(answer.body.error?.code ?? '')}`.trim());

  async function change(paymentId: string, action: 'capture' | 'release', idempotencyKey: string): Promise<void> {
    const answer = await call(`/v1/authorisations/${encodeURIComponent(paymentId)}/${action}`, {}, idempotencyKey);
    if (answer.status === 200) return;
    if (answer.status === 409 && answer.body.error?.code === 'invalid_state') {
      throw new PaymentStateError(String(answer.body.error.message), String(answer.body.error.status));
    }
    throw failure(answer);
  }

  return {
    name: 'test',
    browserConfig: () => ({ provider: 'test', origin }),

    async authorise(request) {
      const answer = await call(
        '/v1/authorisations',
        {
          token: request.token,
          amount: request.amountCents,
          currency: request.currency,
          description: request.description,
          metadata: request.metadata,
        },
        request.idempotencyKey,
      );
      if (answer.status === 200 && typeof answer.body.id === 'string') return authorised(answer.body.id, answer.body);
      if (answer.status === 402 && typeof answer.body.message === 'string') {
        return { outcome: 'declined', message: answer.body.message };
      }
      // a used, unknown or expired token: the shopper types the card again
      if (answer.status === 400 && answer.body.error?.code === 'token_invalid') {
        return { outcome: 'declined', message: String(answer.body.error.message) };
      }
      throw failure(answer);
    },

    // the processor never asks for a bank's check: an authorisation is held (or taken), or let go
    async retrieve(paymentId) {
      const answer = await call(`/v1/authorisations/${encodeURIComponent(paymentId)}`);
      if (answer.status !== 200) throw failure(answer);
      if (answer.body.status === 'authorised' || answer.body.status === 'captured')
        return authorised(paymentId, answer.body);
      return { outcome: 'declined', message: `This payment was ${String(answer.body.status)}.` };
    },

    capture: (paymentId, idempotencyKey) => change(paymentId, 'capture', idempotencyKey),
    release: (paymentId, idempotencyKey) => change(paymentId, 'release', idempotencyKey),
  };
}
