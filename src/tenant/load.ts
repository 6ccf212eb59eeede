import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import type { PrimaryActionName } from '../domain/car/action-hierarchy.ts';
import { type ConfigProblem, describeValue, isUnknownKey, jsonPath, problemsFromIssues } from './issues.ts';
import { overlay } from './merge.ts';
import { type Site, SiteSchema, TEMPLATES, type TemplateName } from './schema/site.ts';
import { TEMPLATE_DEFAULTS } from './templates.ts';

export type SiteResult = { ok: true; site: Site } | { ok: false; problems: ConfigProblem[] };

/**
 * The tenants folder. An Astro build of a tenant kept elsewhere (a throwaway copy a test or
 * a benchmark builds) is told where by TENANTS_DIR, which scripts/lib/build-tenant.ts sets.
 */
export const TENANTS_DIR = process.env.TENANTS_DIR || 'tenants';

/** Folders beside the tenants that are never one: `_template`, `.git` and the like. */
export function isTenantFolderName(name: string): boolean {
  return !name.startsWith('_') && !name.startsWith('.');
}

/** Tenant folders are those holding a site.json; names starting with _ or . are not tenants. */
export function listTenantSlugs(root = TENANTS_DIR): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() && isTenantFolderName(entry.name) && existsSync(join(root, entry.name, 'site.json')),
    )
    .map((entry) => entry.name)
    .sort();
}

function siteFilePath(slug: string, root = TENANTS_DIR): string {
  return `${root}/${slug}/site.json`;
}

function templateOf(raw: unknown): TemplateName {
  const template = (raw as { template?: unknown } | null)?.template;
  return (TEMPLATES as readonly unknown[]).includes(template) ? (template as TemplateName) : 'multi-brand';
}

const PARSE_CONFIG = { abortEarly: false, abortPipeEarly: true } as const;

/** Resolves a parsed site.json against its template and validates the whole. */
function resolveSite(folder: string, raw: unknown, file: string): SiteResult {
  // an array would pass valibot's object check and drown the editor in "required field" lines
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {
      ok: false,
      problems: [{ file, path: '$', expected: 'an object holding the site settings', received: describeValue(raw) }],
    };
  }
  const layered = TEMPLATE_DEFAULTS[templateOf(raw)].reduce<unknown>((acc, layer) => overlay(acc, layer), {});
  const merged = overlay(layered, raw);
  const parsed = v.safeParse(SiteSchema, merged, PARSE_CONFIG);
  if (!parsed.success) {
    const schemaProblems = problemsFromIssues(file, [...parsed.issues, ...furtherUnknownKeys(merged, parsed.issues)]);
    return { ok: false, problems: [...schemaProblems, ...bestEffortCrossFieldProblems(folder, merged, file)] };
  }
  const problems = crossFieldProblems(folder, parsed.output, file);
  return problems.length ? { ok: false, problems } : { ok: true, site: parsed.output };
}

/** How a site.json is read; tests pass one that answers from memory. */
type ReadJson = (file: string) => unknown;

const readJsonFile: ReadJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Loads tenants/<slug>/site.json, resolves it against its template and validates the whole. */
export function loadSite(slug: string, root = TENANTS_DIR, readJson: ReadJson = readJsonFile): SiteResult {
  const file = siteFilePath(slug, root);
  let raw: unknown;
  try {
    raw = readJson(file);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ file, path: '$', expected: 'a readable JSON file', received: reason }] };
  }
  return resolveSite(slug, raw, file);
}

/**
 * valibot's strictObject reports only the first unknown key of each object. Dropping the
 * reported keys from a copy and validating again finds the next ones, so an editor sees
 * every misspelt field at once rather than one per build.
 */
function furtherUnknownKeys(merged: unknown, issues: readonly v.BaseIssue<unknown>[]): v.BaseIssue<unknown>[] {
  const further: v.BaseIssue<unknown>[] = [];
  const seen = new Set<string>();
  let copy = merged;
  let reported = issues.filter(isUnknownKey);
  while (reported.length) {
    reported.forEach((issue) => seen.add(jsonPath(issue)));
    copy = structuredClone(copy);
    for (const issue of reported) deleteAt(copy, keysOf(issue));
    const again = v.safeParse(SiteSchema, copy, PARSE_CONFIG);
    reported = again.success ? [] : again.issues.filter((issue) => isUnknownKey(issue) && !seen.has(jsonPath(issue)));
    further.push(...reported);
  }
  return further;
}

function keysOf(issue: v.BaseIssue<unknown>): unknown[] {
  return (issue.path ?? []).map((item) => (item as { key: unknown }).key);
}

function deleteAt(root: unknown, keys: readonly unknown[]): void {
  let node = root;
  for (const key of keys.slice(0, -1)) node = (node as Record<string, unknown> | undefined)?.[String(key)];
  if (node && typeof node === 'object' && keys.length) delete (node as Record<string, unknown>)[String(keys.at(-1))];
}

/**
 * The cross-field rules read a valid shape. On a file that already failed the schema they
 * still run, so a wrong slug or dealership reference shows in the same report; where the
 * shape is too broken for them to read, the schema problems have to do.
 */
function bestEffortCrossFieldProblems(folder: string, merged: unknown, file: string): ConfigProblem[] {
  try {
    return crossFieldProblems(folder, merged as Site, file);
  } catch {
    return [];
  }
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
  // the dealer reads its purchase journeys and makes its payment requests with the site's key
  if (!site.dealerApi && (site.onlinePayment || site.features.onlineBuying.mode !== 'off'))
    problems.push({
      file,
      path: '$.dealerApi',
      expected:
        'the variable of the dealer’s key, e.g. {"keyEnv": "MY_SITE_DEALER_KEY"}, on a site that sells online or takes online payments',
      received: 'nothing',
    });
  if (!offersPrimaryAction(site))
    add('$.vehiclePage.primaryAction', 'an action the site offers (its switch on)', site.vehiclePage.primaryAction);
  site.header.menu.forEach((item, i) => {
    const kind = item.kind ?? 'link';
    if (kind === 'link' && !item.href && !item.route)
      add(`$.header.menu[${i}]`, 'an "href" or a "route" on a link', item);
    if (kind === 'group' && !item.items?.length) add(`$.header.menu[${i}].items`, 'the entries of a group', item.items);
  });
  return problems;
}

/** The primary action has to be one the site switches on, or no car would ever show it. */
function offersPrimaryAction(site: Site): boolean {
  const { actions, primaryAction } = site.vehiclePage;
  const offered: Record<PrimaryActionName, boolean> = {
    reserve: site.features.reserve.enabled,
    'buy-online': site.features.onlineBuying.mode !== 'off',
    enquire: true,
    'test-drive': actions.testDrive,
    'make-an-offer': actions.makeAnOffer,
    finance: actions.finance,
    'trade-in': actions.tradeIn,
    chat: actions.chatUrl !== null,
    whatsapp: actions.whatsapp !== null,
  };
  return offered[primaryAction];
}

function duplicates(values: string[]): number[] {
  const seen = new Set<string>();
  return values.flatMap((value, i) => (seen.has(value) ? [i] : (seen.add(value), [])));
}
