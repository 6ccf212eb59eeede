import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { smsSenderFromEnv } from '../../src/server/sms/from-env.ts';
import { httpSmsSender } from '../../src/server/sms/http-gateway.ts';
import { outboxSmsSender } from '../../src/server/sms/outbox-sms.ts';
import type { SmsMessage } from '../../src/server/sms/sender.ts';
import { testClock } from '../support/clock.ts';
import { closedPort, startHttpReceiver, type HttpReceiver, type ReceivedRequest } from '../support/receivers.ts';
import { latestSignInCode, readSmsOutbox } from '../support/sms-outbox.ts';

const NUMBER = '+61412345678';
const OTHER_NUMBER = '+61498765432';
const TEXT = '123456 is your Harbourside Toyota sign-in code. It expires in 10 minutes.';
const message: SmsMessage = { to: NUMBER, text: TEXT, tenant: 'harbourside-toyota' };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sms-senders-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A local gateway answering each request with the next status of `statuses` (the last one repeats). */
async function gateway(...statuses: (number | 'cut' | 'silent')[]): Promise<HttpReceiver> {
  const receiver = await startHttpReceiver((_request, response) => {
    const status = statuses[Math.min(receiver.requests.length, statuses.length) - 1] ?? 200;
    if (status === 'silent') return;
    if (status === 'cut') return void response.socket?.destroy();
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ echo: TEXT }));
  });
  cleanups.push(() => receiver.close());
  return receiver;
}

const sent = (request: ReceivedRequest): unknown => JSON.parse(request.body);

/** The error `send` rejected with, checked to name neither the code's text nor the number. */
async function sendError(send: Promise<void>): Promise<Error> {
  const error = await send.then(
    () => new Error('sent'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  expect((error as Error).message).not.toBe('sent');
  expect((error as Error).message).not.toContain('123456');
  expect((error as Error).message).not.toContain('412345678');
  return error as Error;
}

describe('the outbox SMS driver', () => {
  it('writes one whole, parseable file per message, read back oldest first', async () => {
    const dataDir = tempDataDir();
    const clock = testClock('2026-11-28T17:20:01.123Z');
    const sender = outboxSmsSender({ dataDir, clock });
    expect(readSmsOutbox(dataDir)).toEqual([]);

    await sender.send(message);
    clock.advance(30_000);
    await sender.send({ ...message, text: '654321 is your new code' });

    const names = readdirSync(join(dataDir, 'outbox-sms'));
    expect(names).toHaveLength(2); // no temporary file left behind
    for (const name of names) expect(name).toMatch(/^2026-11-28T17-2\d-\d\d-123Z-\d{6}-[0-9a-f]{8}\.txt$/);
    const [first, second] = readSmsOutbox(dataDir);
    expect(first).toMatchObject({
      to: NUMBER,
      date: '2026-11-28T17:20:01.123Z',
      tenant: 'harbourside-toyota',
      text: TEXT,
    });
    expect(second).toMatchObject({ to: NUMBER, date: '2026-11-28T17:20:31.123Z', text: '654321 is your new code' });
    expect(readFileSync(first!.file, 'utf8')).toBe(
      `To: ${NUMBER}\nDate: 2026-11-28T17:20:01.123Z\nTenant: harbourside-toyota\n\n${TEXT}`,
    );
  });

  it('latestSignInCode reads the newest message to that number, even within one millisecond', async () => {
    const dataDir = tempDataDir();
    // the clock stands still: the order comes from the file names' counter
    const sender = outboxSmsSender({ dataDir, clock: testClock() });
    expect(latestSignInCode(dataDir, NUMBER)).toBeUndefined();
    await sender.send({ ...message, text: 'Your code is 111111. Ref 12345678' });
    await sender.send({ ...message, text: 'Ref 1234567: your code is 222222' });
    await sender.send({ ...message, to: OTHER_NUMBER, text: '333333 is your code' });
    expect(latestSignInCode(dataDir, NUMBER)).toBe('222222');
    expect(latestSignInCode(dataDir, OTHER_NUMBER)).toBe('333333');
    expect(latestSignInCode(dataDir, '+61400000000')).toBeUndefined();
  });

  it('refuses a number or tenant that would break its header lines, without echoing them', async () => {
    const sender = outboxSmsSender({ dataDir: tempDataDir() });
    await expect(sender.send({ ...message, to: `${NUMBER}\nTo: +61400000000` })).rejects.toThrow(
      'SMS "to" is not an E.164 number',
    );
    await expect(sender.send({ ...message, tenant: 'a\nb' })).rejects.toThrow('SMS "tenant" is not a tenant slug');
  });

  it('throws naming the file error when the folder cannot be made', async () => {
    // a file where the data directory should be
    const notADir = join(tempDataDir(), 'data');
    writeFileSync(notADir, '');
    const error = await sendError(outboxSmsSender({ dataDir: notADir }).send(message));
    expect(error.message).toBe('could not write the SMS to outbox-sms: ENOTDIR');
  });
});

describe('the HTTP gateway SMS driver', () => {
  const options = { token: 'gateway-token', from: 'Harbourside', retryDelayMs: 20 };

  it('POSTs {to, from, text} as JSON with the bearer token', async () => {
    const receiver = await gateway(200);
    await httpSmsSender({ ...options, url: `${receiver.url}/v1/messages` }).send(message);
    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/messages' });
    expect(request!.headers).toMatchObject({
      authorization: 'Bearer gateway-token',
      'content-type': 'application/json',
    });
    expect(sent(request!)).toEqual({ to: NUMBER, from: 'Harbourside', text: TEXT });
  });

  it('tries a 500 once more, after a short pause, and succeeds on the 200', async () => {
    const receiver = await gateway(500, 200);
    await httpSmsSender({ ...options, url: receiver.url }).send(message);
    expect(receiver.requests.map(sent)).toEqual([
      { to: NUMBER, from: 'Harbourside', text: TEXT },
      { to: NUMBER, from: 'Harbourside', text: TEXT },
    ]);
  });

  it('tries a connection cut once more', async () => {
    const receiver = await gateway('cut', 202);
    await httpSmsSender({ ...options, url: receiver.url }).send(message);
    expect(receiver.requests).toHaveLength(2);
  });

  it('throws after the second 5xx, naming both statuses', async () => {
    const receiver = await gateway(502, 503);
    const error = await sendError(httpSmsSender({ ...options, url: receiver.url }).send(message));
    expect(error.message).toBe('SMS gateway: HTTP 503 (tried twice; first HTTP 502)');
    expect(receiver.requests).toHaveLength(2);
  });

  it('does not retry a 400 and throws naming the status, not the number or the text', async () => {
    const receiver = await gateway(400, 200);
    const error = await sendError(httpSmsSender({ ...options, url: receiver.url }).send(message));
    expect(error.message).toBe('SMS gateway: HTTP 400');
    expect(receiver.requests).toHaveLength(1);
  });

  it('gives up on a gateway that never answers after the timeout, without a second try', async () => {
    const receiver = await gateway('silent');
    const started = performance.now();
    const error = await sendError(httpSmsSender({ ...options, url: receiver.url, timeoutMs: 200 }).send(message));
    expect(error.message).toBe('SMS gateway: no answer within 200 ms');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(receiver.requests).toHaveLength(1);
  });

  it('throws naming the network error when nothing listens, after one more try', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/`;
    const error = await sendError(httpSmsSender({ ...options, url }).send(message));
    expect(error.message).toBe(
      'SMS gateway: network error: ECONNREFUSED (tried twice; first network error: ECONNREFUSED)',
    );
  });
});

describe('smsSenderFromEnv', () => {
  it('writes to {dataDir}/outbox-sms without SMS_GATEWAY_URL', async () => {
    const dataDir = tempDataDir();
    await smsSenderFromEnv({ SMS_GATEWAY_URL: '', SMS_GATEWAY_TOKEN: 'unused' }, dataDir).send(message);
    expect(readSmsOutbox(dataDir)).toMatchObject([{ to: NUMBER, tenant: 'harbourside-toyota', text: TEXT }]);
  });

  it('posts to SMS_GATEWAY_URL with SMS_GATEWAY_TOKEN, from SMS_FROM or "Dealer"', async () => {
    const dataDir = tempDataDir();
    const receiver = await gateway(200);
    const env = { SMS_GATEWAY_URL: receiver.url, SMS_GATEWAY_TOKEN: 'env-token' };
    await smsSenderFromEnv(env, dataDir).send(message);
    await smsSenderFromEnv({ ...env, SMS_FROM: 'Harbourside' }, dataDir).send(message);
    expect(receiver.requests.map((r) => r.headers.authorization)).toEqual(['Bearer env-token', 'Bearer env-token']);
    expect(receiver.requests.map((r) => (sent(r) as { from: string }).from)).toEqual(['Dealer', 'Harbourside']);
    expect(readSmsOutbox(dataDir)).toEqual([]);
  });

  it('refuses a URL that is not http(s), or no token, naming the variable', () => {
    const dataDir = tempDataDir();
    for (const url of ['ftp://gateway.example/send', 'gateway.example/send']) {
      expect(() => smsSenderFromEnv({ SMS_GATEWAY_URL: url, SMS_GATEWAY_TOKEN: 't' }, dataDir)).toThrow(
        'SMS_GATEWAY_URL must be an http:// or https:// URL',
      );
    }
    expect(() => smsSenderFromEnv({ SMS_GATEWAY_URL: 'https://gateway.example/send' }, dataDir)).toThrow(
      'SMS_GATEWAY_TOKEN must be set when SMS_GATEWAY_URL is',
    );
  });
});
