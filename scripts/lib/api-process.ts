import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface ApiProcess {
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
  /** Resolves with the output so far once it contains `text`; rejects if the process exits first. */
  waitFor: (text: string) => Promise<string>;
  /** The port it listens on, once it says so. */
  port: () => Promise<number>;
  /** What it has printed so far. */
  output: () => string;
  kill: (signal: NodeJS.Signals) => void;
}

/**
 * `npm run api` as a child process (on PGlite in `dataDir` unless env says otherwise, on a
 * free port): what the lock test, the crash test and the API benchmark run against.
 */
export function startApiProcess(dataDir: string, env: NodeJS.ProcessEnv = {}): ApiProcess {
  const child = spawn(process.execPath, ['scripts/api.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, API_PORT: '0', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const waiters: { text: string; resolve: (out: string) => void }[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk;
    for (const waiter of waiters.filter((w) => stdout.includes(w.text))) waiter.resolve(stdout);
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
    (done) => child.on('exit', (code, signal) => done({ code, signal, stdout, stderr })),
  );
  const waitFor = (text: string) =>
    new Promise<string>((done, fail) => {
      if (stdout.includes(text)) return done(stdout);
      waiters.push({ text, resolve: done });
      void exited.then((result) =>
        fail(new Error(`the API exited (${result.code ?? result.signal}) before "${text}": ${result.stderr}`)),
      );
    });
  return {
    exited,
    waitFor,
    port: async () => Number(/localhost:(\d+)\/api/.exec(await waitFor('API on http://localhost:'))?.[1]),
    output: () => stdout,
    kill: (signal) => child.kill(signal),
  };
}
