import { get } from 'node:http';
import { E2E_PORT } from '../../../playwright.config.ts';

/** GET from the test server as Node can reach it: 127.0.0.1 with the tenant's Host header. */
export function fetchFromSite(slug: string, path: string): Promise<TestServerAnswer> {
  return getFromTestServer(path, `${slug}.localhost:${E2E_PORT}`);
}

export interface TestServerAnswer {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A raw GET to a local server (the e2e one unless `port` says) for `host` (fetch() would not
 * send a Host header; node:http does), the path sent exactly as given, with no URL normalising.
 */
export function getFromTestServer(path: string, host: string, port = E2E_PORT): Promise<TestServerAnswer> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          headers: response.headers,
        }),
      );
    });
    request.on('error', reject);
  });
}
