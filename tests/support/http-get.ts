import { request } from 'node:http';
import type { Hono } from 'hono';
import { listen } from '../../scripts/lib/serve-node.ts';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface RunningApp {
  /** GET path on the server with these headers (Host among them: fetch cannot send one). */
  get: (path: string, headers?: Record<string, string>) => Promise<HttpAnswer>;
  close: () => Promise<void>;
}

/** The app on a real Node HTTP server on a free loopback port, as `npm run api` serves it. */
export async function serveForTest(app: Hono): Promise<RunningApp> {
  const server = await listen(app, 0, { timeouts: { keepAliveTimeout: 500 } });
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: server.port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  return { get, close: server.close };
}
