// A lead sent through every form of every demo tenant reaches the dealer's CRM as an ADF
// document valid against the ADF 1.0 DTD (deliveredLead fails the test otherwise). The forms
// are found in what the build wrote, so a new form page or placement is covered without
// touching this file: every form on a built page (data-lead-kind), every car lead button of
// the vehicle pages and of the search cards (data-car-lead). Each form is filled as a shopper
// would, by its visible labels, from the kind's own field definitions, with text that XML
// must escape.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { listFiles } from '../gates/lib/files.ts';
import { siteUrl } from '../../playwright.config.ts';
import type { FormField } from '../../src/domain/forms/fields.ts';
import { leadFormFields } from '../../src/domain/forms/lead-request.ts';
import { isLeadKind, leadKindDefinition, type LeadKind } from '../../src/domain/forms/lead-kinds.ts';
import { routeHref } from '../../src/site-urls.ts';
import { leadFormOptions } from '../../src/tenant/form-options.ts';
import { listTenantSlugs } from '../../src/tenant/load.ts';
import { formGoesLive, openPage, uniquePhone } from '../support/e2e/lead-forms.ts';
import { deliveredLead, demoSite, recordLeadIds } from '../support/e2e/site.ts';
import { searchGoesLive } from '../support/e2e/search.ts';

interface Placement {
  kind: LeadKind;
  /** The page the form is on. */
  path: string;
  /** The id of the heading that names the form (its place on the page). */
  labelledBy: string;
}

/** Built pages of a tenant, shortest address first (so /contact comes before /contact-us). */
function builtPages(slug: string): { path: string; file: string }[] {
  const root = join('dist', slug);
  let files: string[];
  try {
    files = listFiles(root).filter((file) => file.endsWith('index.html'));
  } catch {
    return [];
  }
  return files
    .map((file) => ({ path: `/${file.replace(/index\.html$/, '')}`, file: join(root, file) }))
    .sort((a, b) => a.path.length - b.path.length || a.path.localeCompare(b.path));
}

/**
 * One page for each form placement of the built site: the forms the pages render (by kind
 * and the heading that names them), and the kinds of the vehicle pages' car lead buttons,
 * whose forms open in a dialog loaded on the first click.
 */
function placements(slug: string): { forms: Placement[]; carButtons: Placement[] } {
  const forms = new Map<string, Placement>();
  const carButtons = new Map<LeadKind, Placement>();
  for (const { path, file } of builtPages(slug)) {
    const html = readFileSync(file, 'utf8');
    for (const [tag] of html.matchAll(/<form\b[^>]*\bdata-lead-kind="[^"]*"[^>]*>/g)) {
      const kind = /data-lead-kind="([^"]+)"/.exec(tag)?.[1];
      const labelledBy = /aria-labelledby="([^"]+)"/.exec(tag)?.[1] ?? '';
      if (isLeadKind(kind) && !forms.has(`${kind} ${labelledBy}`))
        forms.set(`${kind} ${labelledBy}`, { kind, path, labelledBy });
    }
    if (path.startsWith('/cars/'))
      for (const [, kind] of html.matchAll(/<a\b[^>]*\bdata-car-lead="([^"]+)"/g))
        if (isLeadKind(kind) && !carButtons.has(kind)) carButtons.set(kind, { kind, path, labelledBy: '' });
  }
  return { forms: [...forms.values()], carButtons: [...carButtons.values()] };
}

/** Text an ADF writer must escape or clean: markup, ampersands, quotes, a CDATA end, an emoji. */
const AWKWARD = `O'Neil & "Sons" <b>ute</b> ]]> 🚗`;

/** What a shopper types into each kind of field. */
async function fillField(form: Locator, field: FormField, kind: LeadKind): Promise<void> {
  // the label as shown: its text, and a star when the field is required
  const label = field.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const control = form.getByLabel(new RegExp(`^${label}( \\*)?$`));
  // a field of another step, or one this placement leaves out (a car form needs no car fields)
  if (!(await control.isVisible())) return;
  const cut = (text: string) => text.slice(0, field.maxLength ?? text.length);
  switch (field.kind) {
    case 'hidden':
      return;
    case 'checkbox':
      return control.check();
    case 'select': {
      if ((await control.inputValue()) !== '') return;
      const first = await control.locator('option:not([value=""])').first().getAttribute('value');
      await control.selectOption(first ?? '');
      return;
    }
    case 'email':
      return control.fill(`shopper+${kind}@example.com`);
    case 'phone':
      return control.fill(uniquePhone());
    case 'postcode':
      return control.fill('0800');
    case 'currency':
      return control.fill('25,000');
    case 'integer':
      return control.fill('12');
    case 'datetime':
      return control.fill('2030-08-06T09:30');
    case 'text':
    case 'textarea':
      return control.fill(cut(AWKWARD));
  }
}

/** Fills a hydrated form step by step, sends it, and returns when the site shows /success. */
async function sendForm(page: Page, slug: string, form: Locator, kind: LeadKind): Promise<void> {
  await form.scrollIntoViewIfNeeded();
  await formGoesLive(form);
  const fields = leadFormFields(kind, leadFormOptions(demoSite(slug)));
  const submit = form.locator('button[type="submit"]');
  for (;;) {
    for (const field of fields) await fillField(form, field, kind);
    if ((await submit.textContent())?.trim() !== 'Next') break;
    const step = form.locator('legend').first();
    const before = (await step.textContent()) ?? '';
    await submit.click();
    await expect(step).not.toHaveText(before);
  }
  await submit.click();
  const summary = form.locator('.lead-form__summary');
  await Promise.race([page.waitForURL(siteUrl(slug, '/success')), summary.waitFor()]);
  expect(await summary.count(), `the form refused: ${await summary.allTextContents()}`).toBe(0);
  await expect(page).toHaveURL(siteUrl(slug, '/success'));
}

/** The lead the page sent reached the CRM as a valid ADF document of its kind. */
async function expectValidAdf(leadIds: string[], kind: LeadKind, slug: string): Promise<void> {
  expect(leadIds).toHaveLength(1);
  const adf = await deliveredLead(leadIds[0]!);
  expect(adf.subject).toMatch(new RegExp(`^New ${leadKindDefinition(kind).deliveryLabel} lead – `));
  expect(adf.text).toContain(`<id sequence="1" source="${new URL(demoSite(slug).domain).hostname}">`);
}

/**
 * Whether a form is the first of its kind, place and fields: a form every tenant configures
 * alike is sent once, on the first tenant that has it, not once per tenant.
 */
const sentForms = new Set<string>();
function firstOfItsKind(slug: string, kind: LeadKind, place: string): boolean {
  // what changes the journey: which fields there are and which are required, not their option lists
  const fields = leadFormFields(kind, leadFormOptions(demoSite(slug))).map((f) => `${f.name}:${f.kind}:${f.required}`);
  const key = `${kind} ${place} ${fields.join(',')}`;
  if (sentForms.has(key)) return false;
  sentForms.add(key);
  return true;
}

for (const slug of listTenantSlugs('tenants')) {
  test.describe(`${slug}: every form sends a valid ADF lead`, () => {
    const { forms, carButtons } = placements(slug);

    test('the built site has its forms', () => {
      expect(forms.length, `dist/${slug} has no page with a lead form: is it built?`).toBeGreaterThan(0);
      expect(carButtons.length, `dist/${slug} has no vehicle page with a lead button`).toBeGreaterThan(0);
    });

    for (const { kind, path, labelledBy } of forms) {
      if (!firstOfItsKind(slug, kind, labelledBy)) continue;
      test(`${kind} form on ${path} (#${labelledBy})`, async ({ page }) => {
        const leadIds = await recordLeadIds(page);
        await openPage(page, slug, path);
        const form = page.locator(`form[aria-labelledby="${labelledBy}"]`);
        // a form in a dialog opens from its trigger, as a shopper opens it
        const dialogId = await form.evaluate((element) => element.closest('dialog')?.id ?? '');
        if (dialogId) await page.locator(`a[data-lead-dialog="${dialogId}"]`).first().click();
        await sendForm(page, slug, form, kind);
        await expectValidAdf(leadIds, kind, slug);
      });
    }

    for (const { kind, path } of carButtons) {
      if (!firstOfItsKind(slug, kind, 'vehicle page button')) continue;
      test(`${kind} button of a vehicle page (${path})`, async ({ page }) => {
        const leadIds = await recordLeadIds(page);
        await openPage(page, slug, path);
        await expect(page.locator('.vehicle')).toHaveAttribute('data-ready', 'true');
        await page.locator(`a[data-car-lead="${kind}"]:visible`).first().click();
        await sendForm(page, slug, page.getByRole('dialog').locator(`form[data-lead-kind="${kind}"]`), kind);
        await expectValidAdf(leadIds, kind, slug);
      });
    }

    test('the lead buttons of a search card', async ({ page }) => {
      const site = demoSite(slug);
      await openPage(page, slug, routeHref(site, 'search'));
      await searchGoesLive(page);
      const kinds = [
        ...new Set(
          await page
            .locator('.search-results .car-card a[data-car-lead]')
            .evaluateAll((links) => links.map((link) => link.getAttribute('data-car-lead') ?? '')),
        ),
      ].filter(isLeadKind);
      expect(kinds).toContain('enquiry');
      // a card's button opens the dialog a vehicle page's button of its kind opens: the card
      // sends its enquiry and the kinds no vehicle page of this site offers
      const onVehiclePages = new Set(carButtons.map((button) => button.kind));
      for (const kind of kinds.filter((k) => k === 'enquiry' || !onVehiclePages.has(k))) {
        const leadIds = await recordLeadIds(page);
        await page.locator(`.search-results .car-card a[data-car-lead="${kind}"]`).first().click();
        await sendForm(page, slug, page.getByRole('dialog').locator(`form[data-lead-kind="${kind}"]`), kind);
        await expectValidAdf(leadIds, kind, slug);
        await page.unrouteAll({ behavior: 'wait' });
        await page.goBack();
        await searchGoesLive(page);
      }
    });
  });
}
