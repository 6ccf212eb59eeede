/** Test counts from one runner's JSON report. */
export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** Why the runner's own outcome counts as a failure beyond its tests (crash, file that did not load). */
  notes: string[];
}

export const ZERO: Counts = { passed: 0, failed: 0, skipped: 0, notes: [] };

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { status: string }[] }[];
}

/** Vitest's json reporter; a test file that failed to load has no failed test, so it counts as one. */
export function vitestCounts(report: VitestReport): Counts {
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles.length,
    skipped: report.numPendingTests + report.numTodoTests,
    notes: brokenFiles.map((file) => `vitest: ${file.name} failed to run: ${file.message ?? ''}`.trim()),
  };
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: { message?: string }[];
}

/** Playwright's json reporter: a flaky test passed on retry; a global error (web server, config) counts as one failure. */
export function playwrightCounts(report: PlaywrightReport): Counts {
  const errors = report.errors ?? [];
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (errors.length ? 1 : 0),
    skipped: report.stats.skipped,
    notes: [
      ...(report.stats.flaky ? [`playwright: ${report.stats.flaky} flaky test(s) passed on retry`] : []),
      ...errors.map((e) => `playwright: ${(e.message ?? 'error').split('\n')[0]}`),
    ],
  };
}

export function add(a: Counts, b: Counts): Counts {
  return {
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    notes: [...a.notes, ...b.notes],
  };
}

/** The last line of `npm test`: `N passed, N failed` and `, N skipped` when any were. */
export function summaryLine(counts: Counts): string {
  return `${counts.passed} passed, ${counts.failed} failed`;
}

/** The line before the summary that says how many tests were skipped (null when none): the summary stays exactly `N passed, N failed`. */
export function skippedLine(counts: Counts): string | null {
  return counts.skipped
    ? `${counts.skipped} skipped (a half that needs a service this machine lacks, saying which above)`
    : null;
}
