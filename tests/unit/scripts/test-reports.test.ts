import { describe, expect, it } from 'vitest';
import {
  add,
  playwrightCounts,
  skippedLine,
  summaryLine,
  vitestCounts,
  ZERO,
} from '../../../scripts/lib/test-reports.ts';

describe('summaryLine', () => {
  it('ends with exactly N passed, N failed; skipped tests get a line of their own, only when some were', () => {
    expect(summaryLine({ passed: 12, failed: 0, skipped: 0, notes: [] })).toBe('12 passed, 0 failed');
    expect(summaryLine({ passed: 3, failed: 2, skipped: 4, notes: [] })).toBe('3 passed, 2 failed');
    expect(skippedLine({ passed: 3, failed: 2, skipped: 0, notes: [] })).toBeNull();
    expect(skippedLine({ passed: 3, failed: 2, skipped: 4, notes: [] })).toMatch(/^4 skipped/);
  });
});

describe('vitestCounts', () => {
  it('counts tests, and a file that failed to load as one failure', () => {
    const counts = vitestCounts({
      numPassedTests: 10,
      numFailedTests: 1,
      numPendingTests: 2,
      numTodoTests: 1,
      testResults: [
        { name: 'a.test.ts', status: 'failed', assertionResults: [{ status: 'failed' }, { status: 'passed' }] },
        { name: 'b.test.ts', status: 'failed', message: 'SyntaxError', assertionResults: [] },
        { name: 'c.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    });
    expect(counts).toEqual({
      passed: 10,
      failed: 2,
      skipped: 3,
      notes: ['vitest: b.test.ts failed to run: SyntaxError'],
    });
  });
});

describe('playwrightCounts', () => {
  it('counts flaky as passed and a global error as one failure', () => {
    expect(playwrightCounts({ stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 2 } })).toMatchObject({
      passed: 6,
      failed: 1,
      skipped: 2,
    });
    expect(
      playwrightCounts({
        stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
        errors: [{ message: 'Timed out waiting for the web server\nmore' }],
      }),
    ).toEqual({
      passed: 0,
      failed: 1,
      skipped: 0,
      notes: ['playwright: Timed out waiting for the web server'],
    });
  });
});

describe('add', () => {
  it('sums both runners', () => {
    expect(add({ passed: 1, failed: 2, skipped: 3, notes: ['a'] }, { ...ZERO, passed: 4, notes: ['b'] })).toEqual({
      passed: 5,
      failed: 2,
      skipped: 3,
      notes: ['a', 'b'],
    });
  });
});
