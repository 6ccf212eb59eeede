import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be a port number, received ${JSON.stringify(raw)}`);
  return port;
}

/**
 * How long a client may take, in ms. Node's own defaults let a slow client hold a socket
 * for 300 s (requestTimeout) and check only every 30 s; a small API answers in well under a
 * second and its bodies are at most 32 KB, so: the headers within 10 s, the whole request
 * within 30 s (answered 408 and closed), an idle keep-alive socket kept 5 s, checked every 1 s.
 */
interface ServerTimeouts {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionsCheckingInterval: number;
}

const SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

export interface ListenOptions {
  /** Shorter limits than SERVER_TIMEOUTS (tests); the defaults otherwise. */
  timeouts?: Partial<ServerTimeouts>;
  /**
   * Runs after the server has stopped taking requests and finished those in hand, before
   * the process exits on SIGINT or SIGTERM: closes the lead database (PGlite must be shut
   * down cleanly and its directory lock given back).
   */
  onShutdown?: () => Promise<void>;
}

/**
 * Serves app on port (all interfaces unless HOST is set, so both 127.0.0.1 and ::1 answer
 * for *.localhost) and closes it cleanly on SIGINT or SIGTERM.
 */
export function listen(
  app: Hono,
  port: number,
  options: ListenOptions = {},
): Promise<{ port: number; close: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const hostname = process.env.HOST || undefined;
    const serverOptions = { ...SERVER_TIMEOUTS, ...options.timeouts };
    const server = serve(
      { fetch: app.fetch, port, serverOptions, ...(hostname ? { hostname } : {}) },
      (info: AddressInfo) => {
        const close = () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // keep-alive sockets would hold close() open; idle ones close at once, busy ones get 5 s
            if ('closeIdleConnections' in server) server.closeIdleConnections();
            setTimeout(() => {
              if ('closeAllConnections' in server) server.closeAllConnections();
            }, 5000).unref();
          });
        let stopping = false;
        const stop = (signal: NodeJS.Signals) => {
          if (stopping) return;
          stopping = true;
          console.log(`\n${signal}: shutting down`);
          close()
            .then(() => options.onShutdown?.())
            .then(
              () => process.exit(0),
              (error: unknown) => {
                console.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
                process.exit(1);
              },
            );
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
        resolve({ port: info.port, close });
      },
    );
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE' ? new Error(`Port ${port} is in use: stop the other server or set PORT.`) : error,
      );
    });
  });
}
