// Gate: the W3C Nu HTML checker finds no error on one page of each page type of every built
// tenant (DESIGN.md: 0 errors). The pages are the ones the accessibility and CSP specs visit.
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gateTenants, report, ROOT } from './lib/built-sites.ts';
import { checkerUnavailable, htmlErrors, type HtmlError } from './lib/html-validity.ts';
import { samplePagesByType } from './lib/routes.ts';

const tenants = gateTenants();
const samples = new Map(
  tenants.map((tenant) => [
    tenant.slug,
    tenant.built ? samplePagesByType(tenant.root).map((sample) => join(tenant.root, sample.file)) : [],
  ]),
);

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
