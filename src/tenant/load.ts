import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { type ConfigProblem, problemsFromIssues } from './issues.ts';
import { overlay } from './merge.ts';
import { type Site, SiteSchema, TEMPLATES, type TemplateName } from './schema/site.ts';
import { TEMPLATE_DEFAULTS } from './templates.ts';

export type SiteResult = { ok: true; site: Site } | { ok: false; problems: ConfigProblem[] };

export const TENANTS_DIR = 'tenants';

/** Tenant folders are those holding a site.json; names starting with _ are not tenants. */
export function listTenantSlugs(root = TENANTS_DIR): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(join(root, entry.name, 'site.json')),
    )
    .map((entry) => entry.name)
    .sort();
}

export function siteFilePath(slug: string, root = TENANTS_DIR): string {
  return `${root}/${slug}/site.json`;
}

function templateOf(raw: unknown): TemplateName {
  const template = (raw as { template?: unknown } | null)?.template;
  return (TEMPLATES as readonly unknown[]).includes(template) ? (template as TemplateName) : 'multi-brand';
}

/** Resolves a parsed site.json against its template and validates the whole. */
export function resolveSite(folder: string, raw: unknown, file = siteFilePath(folder)): SiteResult {
  const layered = TEMPLATE_DEFAULTS[templateOf(raw)].reduce<unknown>((acc, layer) => overlay(acc, layer), {});
  const merged = overlay(layered, raw);
  const parsed = v.safeParse(SiteSchema, merged, { abortEarly: false, abortPipeEarly: true });
  if (!parsed.success) return { ok: false, problems: problemsFromIssues(file, parsed.issues) };
  const problems = crossFieldProblems(folder, parsed.output, file);
  return problems.length ? { ok: false, problems } : { ok: true, site: parsed.output };
}

export function loadSite(slug: string, root = TENANTS_DIR): SiteResult {
  const file = siteFilePath(slug, root);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ file, path: '$', expected: 'a readable JSON file', received: reason }] };
  }
  return resolveSite(slug, raw, file);
}

/** Rules a schema cannot state: references between parts of the file. */
function crossFieldProblems(folder: string, site: Site, file: string): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const add = (path: string, expected: string, received: unknown) =>
    problems.push({ file, path, expected, received: JSON.stringify(received) });

  if (site.slug !== folder) add('$.slug', `the folder name "${folder}"`, site.slug);
  const dealershipSlugs = new Set(site.dealerships.map((d) => d.slug));
  duplicates(site.dealerships.map((d) => d.slug)).forEach((i) =>
    add(`$.dealerships[${i}].slug`, 'a slug no other dealership uses', site.dealerships[i]?.slug),
  );
  duplicates(site.locations.map((l) => l.slug)).forEach((i) =>
    add(`$.locations[${i}].slug`, 'a slug no other location uses', site.locations[i]?.slug),
  );
  site.locations.forEach((location, i) => {
    if (!dealershipSlugs.has(location.dealershipSlug)) {
      add(
        `$.locations[${i}].dealershipSlug`,
        `one of the dealerships' slugs (${[...dealershipSlugs].join(', ')})`,
        location.dealershipSlug,
      );
    }
    location.departments.forEach((department, j) =>
      department.openingHours.forEach((hours, k) => {
        if (hours.status === 'Open' && !(hours.open && hours.close)) {
          add(`$.locations[${i}].departments[${j}].openingHours[${k}]`, 'open and close times on an Open day', hours);
        }
      }),
    );
  });
  site.finance.excludedDealerships.forEach((slug, i) => {
    if (!dealershipSlugs.has(slug)) add(`$.finance.excludedDealerships[${i}]`, 'a slug from "dealerships"', slug);
  });
  const { price, interest } = site.finance.calculator;
  if (price.min > price.max) add('$.finance.calculator.price', 'min no greater than max', price);
  if (interest.min > interest.max) add('$.finance.calculator.interest', 'min no greater than max', interest);
  const slider = site.content.priceSlider;
  if (slider.min >= slider.max) add('$.content.priceSlider', 'min below max', slider);
  site.header.menu.forEach((item, i) => {
    const kind = item.kind ?? 'link';
    if (kind === 'link' && !item.href && !item.route)
      add(`$.header.menu[${i}]`, 'an "href" or a "route" on a link', item);
    if (kind === 'group' && !item.items?.length) add(`$.header.menu[${i}].items`, 'the entries of a group', item.items);
  });
  return problems;
}

function duplicates(values: string[]): number[] {
  const seen = new Set<string>();
  return values.flatMap((value, i) => (seen.has(value) ? [i] : (seen.add(value), [])));
}
