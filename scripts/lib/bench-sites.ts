import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built sites served on a port of their own, with a throwaway lead store, for a benchmark. */
export interface BenchSites {
  port: number;
  url(slug: string, path: string): string;
  stop(): void;
}

export async function serveBuiltSites(port: number): Promise<BenchSites> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-sites-'));
  const server = spawn(process.execPath, ['scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LEAD_WORKER: 'off' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(port);
  } catch (error) {
    stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}${errors ? `:\n${errors}` : ''}`, {
      cause: error,
    });
  }
  return { port, url: (slug, path) => `http://${slug}.localhost:${port}${path}`, stop };
}

async function waitForHealth(port: number): Promise<void> {
  const url = `http://127.0.0.1:${port}/api/health`;
  // a minute: a busy machine starts the server slowly
  for (let i = 0; i < 300; i++) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the site server did not answer at ${url}`);
}
