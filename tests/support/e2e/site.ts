import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../../playwright.config.ts';
import { loadSite } from '../../../src/tenant/load.ts';
import { adfValidityErrors } from '../adf-dtd.ts';
import type { Site } from '../../../src/tenant/schema/site.ts';

/** A demo tenant's resolved config, as the build saw it. */
export function demoSite(slug: string): Site {
  const result = loadSite(slug);
  if (!result.ok) throw new Error(`${slug}: ${result.problems.length} config problems`);
  return result.site;
}

/** Marks the tenant's promotional popup as dismissed before the page loads, so it never covers a test. */
export async function dismissPopup(page: Page, site: Site): Promise<void> {
  const title = site.content.popup?.title;
  if (title) await page.addInitScript((t) => localStorage.setItem('promo-popup-hidden', t), title);
}

/**
 * Records the lead_id of every lead the page sends (passing each request through to the
 * real API unchanged): the form navigates away at once, so the answer is read here.
 */
export async function recordLeadIds(page: Page): Promise<string[]> {
  const ids: string[] = [];
  await page.route('**/api/leads', async (route) => {
    // Node cannot resolve *.localhost: the same request to 127.0.0.1, with its Host header
    const url = new URL(route.request().url());
    const host = url.host;
    url.hostname = '127.0.0.1';
    const response = await route.fetch({ url: url.href, headers: { ...route.request().headers(), host } });
    const body = (await response.json()) as { lead_id?: string };
    if (response.status() === 201 && body.lead_id) ids.push(body.lead_id);
    await route.fulfill({ response, json: body });
  });
  return ids;
}

/**
 * The ADF e-mail the server's delivery worker wrote for a lead (no SMTP_URL in tests: a
 * .eml file under the data directory): proof the lead was stored and delivered, as a
 * document valid against the ADF 1.0 DTD (the test fails otherwise). Returns its subject
 * and text (the ADF document).
 */
export async function deliveredLead(leadId: string): Promise<{ subject: string; text: string }> {
  // {DATA_DIR}/outbox-mail/{lead id}.eml (src/server/delivery/README.md); a uuid needs no encoding
  const path = join(E2E_DATA_DIR, 'outbox-mail', `${leadId}.eml`);
  // the worker delivers within a second or so of the lead: looked for every 100 ms, not at
  // expect.poll's widening steps (up to a second apart)
  await expect.poll(() => existsSync(path), { timeout: 15_000, intervals: [100] }).toBe(true);
  const mail = await simpleParser(readFileSync(path));
  const text = mail.text ?? '';
  expect(adfValidityErrors(text), `lead ${leadId}: ADF 1.0 validity errors`).toEqual([]);
  return { subject: mail.subject ?? '', text };
}
