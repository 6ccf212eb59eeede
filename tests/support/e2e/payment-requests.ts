import { request } from 'node:http';
import { E2E_DATA_DIR, E2E_PORT, siteUrl } from '../../../playwright.config.ts';
import { dealerKeyFor } from '../../../scripts/lib/dealer-keys.ts';
import { dealerApiHref } from '../../../src/dealer-api-paths.ts';
import type { DealerPaymentRequestAnswer } from '../../../src/domain/online-payment/answers.ts';
import { demoSite } from './site.ts';

let made = 0;

/**
 * A payment request made as the dealer's system makes one (POST /api/dealer/payment-requests
 * with the dealer key: the test server's, kept in its data directory), and its link on the test
 * server: the page the shopper opens.
 */
export async function paymentRequest(
  slug: string,
  over: { amount?: number; description?: string; name?: string } = {},
): Promise<{ answer: DealerPaymentRequestAnswer; url: string }> {
  const key = dealerKeyFor(demoSite(slug), E2E_DATA_DIR);
  if (!key) throw new Error(`${slug}: no dealer key in ${E2E_DATA_DIR}: is the test server running?`);
  const body = JSON.stringify({
    reference: `E2E-${Date.now().toString(36)}-${process.pid}-${++made}`.toUpperCase(),
    amount: 450.5,
    description: '60,000 km logbook service',
    name: 'Alex Driver',
    ...over,
  });
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        path: dealerApiHref('paymentRequests'),
        method: 'POST',
        headers: {
          host: `${slug}.localhost:${E2E_PORT}`,
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
  if (answer.status !== 201) throw new Error(`payment request refused: ${answer.status} ${answer.text}`);
  const created = JSON.parse(answer.text) as DealerPaymentRequestAnswer;
  const link = new URL(created.link);
  return { answer: created, url: siteUrl(slug, `${link.pathname}${link.search}`) };
}
