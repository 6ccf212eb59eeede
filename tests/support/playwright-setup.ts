// Playwright's global setup, run once before the test files (Vitest's is vitest-setup.ts):
// the PGlite cluster the tests' own servers copy their data directories from.
import { ensurePgliteTemplate } from './pglite-template.ts';

export default async function globalSetup(): Promise<void> {
  await ensurePgliteTemplate();
}
