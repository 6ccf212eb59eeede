import { connect } from 'node:net';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from '../../../scripts/lib/serve-node.ts';

/** Opens a socket, writes `text`, then stalls: what the server answers and when it closes. */
function stall(port: number, text: string): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve({ answer, ms: performance.now() - started }));
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server held a stalled client for 5 s'));
    }, 5000).unref();
  });
}

describe('the Node server lets no slow client hold a socket', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  const start = async () => {
    // a body cut off by the timeout rejects the read: answered quietly, as the API's guard does
    const app = new Hono().post('/', async (c) => c.text(await c.req.text())).onError((_, c) => c.text('', 400));
    const server = await listen(app, 0, {
      timeouts: { headersTimeout: 300, requestTimeout: 600, connectionsCheckingInterval: 50 },
    });
    close = server.close;
    return server.port;
  };

  it('headers that never end: 408 and closed at the headers timeout', async () => {
    const { answer, ms } = await stall(await start(), 'POST / HTTP/1.1\r\nHost: a.localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(1500);
  });

  it('a body that never ends: 408 and closed at the request timeout', async () => {
    const { answer, ms } = await stall(
      await start(),
      'POST / HTTP/1.1\r\nHost: a.localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(2000);
  });

  it('a request in time is answered', async () => {
    const port = await start();
    const res = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'hello' });
    expect(await res.text()).toBe('hello');
  });
});
