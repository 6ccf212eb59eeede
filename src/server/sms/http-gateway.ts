import { checkSmsMessage, type SmsSender } from './sender.ts';

/** A gateway that has not answered in this long is down as far as a waiting shopper is concerned. */
const DEFAULT_TIMEOUT_MS = 10_000;
/** Long enough for a gateway's brief hiccup, short enough that the shopper still waits for the code. */
const DEFAULT_RETRY_DELAY_MS = 500;

/** Why one try failed, and whether a second try may succeed. */
interface TryFailure {
  reason: string;
  retry: boolean;
}

function errorFailure(error: unknown, timeoutMs: number): TryFailure {
  const name = error instanceof Error ? error.name : '';
  // no answer may still mean the gateway took the message: a second try could send the code twice
  if (name === 'TimeoutError' || name === 'AbortError') {
    return { reason: `no answer within ${timeoutMs} ms`, retry: false };
  }
  // fetch reports network failures as TypeError('fetch failed') with the system error as cause
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? cause.code : name || 'error';
  return { reason: `network error: ${code}`, retry: true };
}

/**
 * The real driver: POSTs `{to, from, text}` as JSON with a bearer token to the gateway's
 * URL. 2xx is sent. A 5xx or a network error is tried once more after a short pause; a
 * 4xx (a bad number, a bad token, too many messages) would fail again, so it is not.
 * Redirects are not followed: a POST carrying a code goes only where it was configured.
 */
export function httpSmsSender(options: {
  url: string;
  token: string;
  /** The sender id the shopper sees. */
  from: string;
  timeoutMs?: number;
  retryDelayMs?: number;
}): SmsSender {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;

  async function tryOnce(body: string): Promise<TryFailure | null> {
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${options.token}`,
          'Content-Type': 'application/json',
          'User-Agent': 'dealer-sites-sms/1',
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // the answer's body is of no use (and may echo the number); release the connection
      await response.body?.cancel().catch(() => undefined);
      if (response.status >= 200 && response.status < 300) return null;
      return { reason: `HTTP ${response.status}`, retry: response.status >= 500 };
    } catch (error) {
      return errorFailure(error, timeoutMs);
    }
  }

  return {
    async send(message) {
      checkSmsMessage(message);
      const body = JSON.stringify({ to: message.to, from: options.from, text: message.text });
      const first = await tryOnce(body);
      if (first === null) return;
      if (!first.retry) throw new Error(`SMS gateway: ${first.reason}`);
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      const second = await tryOnce(body);
      if (second === null) return;
      throw new Error(`SMS gateway: ${second.reason} (tried twice; first ${first.reason})`);
    },
  };
}
