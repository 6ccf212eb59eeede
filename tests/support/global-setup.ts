// Run once before a test run's files (Vitest's and Playwright's globalSetup).
import { ensurePgliteTemplate } from './pglite-template.ts';

export default async function globalSetup(): Promise<void> {
  await ensurePgliteTemplate();
}
