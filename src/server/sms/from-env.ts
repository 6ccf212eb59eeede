import { httpSmsSender } from './http-gateway.ts';
import { outboxSmsSender } from './outbox-sms.ts';
import type { SmsSender } from './sender.ts';

/** What a shopper's phone shows as the sender when SMS_FROM is not set. */
const DEFAULT_FROM = 'Dealer';

/**
 * The HTTP gateway when SMS_GATEWAY_URL is set (SMS_GATEWAY_TOKEN then required, SMS_FROM
 * the sender id), else the files in {dataDir}/outbox-sms/. A wrong setting throws at start,
 * naming the variable but not its value: the URL may carry credentials.
 */
export function smsSenderFromEnv(
  env: NodeJS.ProcessEnv | Record<string, string | undefined>,
  dataDir: string,
): SmsSender {
  const url = env.SMS_GATEWAY_URL?.trim();
  if (!url) return outboxSmsSender({ dataDir });
  if (!URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol)) {
    throw new Error('SMS_GATEWAY_URL must be an http:// or https:// URL');
  }
  const token = env.SMS_GATEWAY_TOKEN?.trim();
  if (!token) throw new Error('SMS_GATEWAY_TOKEN must be set when SMS_GATEWAY_URL is');
  return httpSmsSender({ url, token, from: env.SMS_FROM?.trim() || DEFAULT_FROM });
}
