import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
/** A processor that has not said where it listens by then is not starting. */
const START_TIMEOUT_MS = 20_000;

export interface TestPayments {
  /** http://localhost:<port>, the processor's origin: its API and its card frame. */
  url: string;
  port: number;
  /** True when a processor already answered on the port and this one was not started. */
  reused: boolean;
  /** Stops the processor this call started (a reused one is left running). */
  close(): Promise<void>;
}

/** Whether the port answers /health as the test processor. */
async function answersAsTestPayments(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://localhost:${port}/health`, { signal: AbortSignal.timeout(1000) });
    const body = (await response.json()) as { service?: unknown };
    return response.ok && body.service === 'test-payments';
  } catch {
    return false;
  }
}

/**
 * `npm run test-payments` as a child process (the same Node), on `port` (0: a free one), once
 * it answers /health. If the port already answers as the processor (another server of ours
 * started it), that one is used. The child ends with this process: it watches its stdin.
 */
export async function startTestPayments(options: { port: number; env?: NodeJS.ProcessEnv }): Promise<TestPayments> {
  if (options.port !== 0 && (await answersAsTestPayments(options.port))) {
    return { url: `http://localhost:${options.port}`, port: options.port, reused: true, close: async () => {} };
  }
  const child = spawn(process.execPath, ['scripts/test-payments.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...options.env,
      TEST_PAYMENTS_PORT: String(options.port),
      TEST_PAYMENTS_EXIT_WITH_PARENT: '1',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`test payments did not start within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      const match = /Test payments on http:\/\/localhost:(\d+)/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        done(Number(match[1]));
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`test payments exited (${code}) before listening: ${stderr.trim() || stdout.trim()}`));
    });
  }).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    // two servers starting together: the other one's processor took the port first
    if (options.port !== 0 && (await answersAsTestPayments(options.port))) return null;
    throw error;
  });
  if (port === null) {
    return { url: `http://localhost:${options.port}`, port: options.port, reused: true, close: async () => {} };
  }
  // after it started, its warnings and errors are the developer's to see
  child.stderr.removeAllListeners('data');
  child.stderr.pipe(process.stderr, { end: false });
  child.stdout.resume();
  if (!(await answersAsTestPayments(port))) {
    child.kill('SIGKILL');
    throw new Error(`test payments listens on ${port} but /health does not answer`);
  }
  return {
    url: `http://localhost:${port}`,
    port,
    reused: false,
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    },
  };
}
