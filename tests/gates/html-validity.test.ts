// Gate: the W3C Nu HTML checker finds no error on one page of each page type of every built
// tenant (DESIGN.md: 0 errors): the pages the accessibility and CSP specs visit, and a vehicle
// page sold, one without photos and one without a price.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gateTenants, report, ROOT } from './lib/built-sites.ts';
import { checkerUnavailable, htmlErrors, type HtmlError } from './lib/html-validity.ts';
import { pagesOfRoute, samplePagesByType } from './lib/routes.ts';

/** Vehicle page states with markup of their own, each found by a mark in the built HTML. */
const VEHICLE_STATES: readonly RegExp[] = [
  /id="sold-heading"/, // sold: SOLD and Find Me Something Similar
  /gallery--placeholder/, // no photo: the New arrival panel
  /<span data-price>[^$<]/, // no price: the site's no-price text or PREORDER
];

/** One page of each page type, plus the first vehicle page in each state the type's sample may not be in. */
function pagesToCheck(root: string): string[] {
  const files = samplePagesByType(root).map((sample) => sample.file);
  const vehiclePages = pagesOfRoute(root, '/cars/[slug]');
  for (const state of VEHICLE_STATES) {
    const found = vehiclePages.find((file) => state.test(readFileSync(join(root, file), 'utf8')));
    if (found && !files.includes(found)) files.push(found);
  }
  return files.map((file) => join(root, file));
}

const tenants = gateTenants();
const samples = new Map(tenants.map((tenant) => [tenant.slug, tenant.built ? pagesToCheck(tenant.root) : []]));

let checked: HtmlError[] | undefined;

/** The checker's errors over every tenant's sample, found in one run. */
function allErrors(): HtmlError[] {
  if (checked) return checked;
  const unavailable = checkerUnavailable();
  if (unavailable) throw new Error(unavailable);
  const files = [...samples.values()].flat();
  const started = performance.now();
  checked = htmlErrors(files);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Nu HTML checker: ${files.length} pages in ${seconds} s, ${checked.length} errors`);
  return checked;
}

for (const tenant of tenants) {
  describe(`${tenant.slug}: valid HTML`, () => {
    if (!tenant.built) {
      it.skip(tenant.reason, () => {});
      return;
    }

    it('no page of any page type has an HTML error (W3C Nu HTML checker)', () => {
      const files = new Set(samples.get(tenant.slug));
      const errors = allErrors()
        .filter((error) => files.has(error.file))
        .map((error) => `${relative(ROOT, error.file)}:${error.line ?? '?'}: ${error.message}`);
      expect(errors, report(`${tenant.slug}: HTML errors on ${files.size} pages`, errors)).toEqual([]);
      // one Java run checks every tenant's pages: about 20 s, more on a busy machine
    }, 300_000);
  });
}
