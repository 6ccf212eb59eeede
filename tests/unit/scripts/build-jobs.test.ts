import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseJobs } from '../../../scripts/lib/build-jobs.ts';
import { UsageError } from '../../../scripts/lib/cli.ts';

describe('parseJobs', () => {
  it('takes --jobs N or --jobs=N over BUILD_JOBS, and leaves the other arguments', () => {
    expect(parseJobs(['--force', '--jobs', '3'], { BUILD_JOBS: '5' })).toEqual({ jobs: 3, rest: ['--force'] });
    expect(parseJobs(['--jobs=4'], {})).toEqual({ jobs: 4, rest: [] });
  });

  it('falls back to BUILD_JOBS, then to one per core', () => {
    expect(parseJobs([], { BUILD_JOBS: '2' }).jobs).toBe(2);
    expect(parseJobs([], {}).jobs).toBe(availableParallelism());
  });

  it('refuses a count that is not a whole number of 1 or more, naming where it came from', () => {
    expect(() => parseJobs(['--jobs', '0'], {})).toThrow(UsageError);
    expect(() => parseJobs(['--jobs'], {})).toThrow('--jobs needs a whole number of builds at once, 1 or more');
    expect(() => parseJobs([], { BUILD_JOBS: 'two' })).toThrow('BUILD_JOBS needs a whole number');
  });
});
