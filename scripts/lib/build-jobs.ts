import { availableParallelism } from 'node:os';
import { UsageError } from './cli.ts';

/**
 * How many tenants build at once: `--jobs N` (or `--jobs=N`), else BUILD_JOBS, else one per
 * core. Each job is an `astro build` process of its own, which keeps about one core busy.
 */
export function parseJobs(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
): { jobs: number; rest: string[] } {
  const rest: string[] = [];
  let given: { value: string | undefined; from: string } | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--jobs') given = { value: argv[++i], from: '--jobs' };
    else if (arg.startsWith('--jobs=')) given = { value: arg.slice('--jobs='.length), from: '--jobs' };
    else rest.push(arg);
  }
  given ??= env.BUILD_JOBS ? { value: env.BUILD_JOBS, from: 'BUILD_JOBS' } : undefined;
  if (!given) return { jobs: availableParallelism(), rest };
  const jobs = Number(given.value);
  if (!Number.isInteger(jobs) || jobs < 1)
    throw new UsageError(
      `${given.from} needs a whole number of builds at once, 1 or more, e.g. ${given.from === '--jobs' ? '--jobs 2' : 'BUILD_JOBS=2'}; received ${given.value === undefined ? 'nothing' : `"${given.value}"`}`,
    );
  return { jobs, rest };
}
