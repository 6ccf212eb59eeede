import * as v from 'valibot';
import { type ConfigProblem, type ConfigWarning, problemsFromIssues } from '../tenant/issues.ts';
import { TENANTS_DIR } from '../tenant/load.ts';
import type { Site } from '../tenant/schema/site.ts';
import { manufacturerByName } from './manufacturers.ts';
import { modelsForMake } from './models.ts';
import { sanitiseRichText } from './rich-text.ts';
import { type Offer, OffersFileSchema } from './schema/offer.ts';
import { duplicateProblems, readTenantJson } from './tenant-file.ts';

export type OffersResult =
  { ok: true; offers: Offer[]; warnings: ConfigWarning[] } | { ok: false; problems: ConfigProblem[] };

function offersFilePath(slug: string, root = TENANTS_DIR): string {
  return `${root}/${slug}/offers.json`;
}

/** The description as plain text: tags dropped, entities decoded, spaces collapsed. */
function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function crossChecks(file: string, offers: Offer[]): ConfigProblem[] {
  const problems = duplicateProblems(file, offers, (o) => o.id, 'id', 'an id no other offer uses');
  offers.forEach((offer, i) => {
    const make = offer.manufacturer ? manufacturerByName(offer.manufacturer.name) : undefined;
    if (offer.manufacturer && !make) {
      problems.push({
        file,
        path: `$[${i}].manufacturer.name`,
        expected: 'a make from src/catalog/data/manufacturers.json',
        received: JSON.stringify(offer.manufacturer.name),
      });
    }
    const known = make ? modelsForMake(make.name) : [];
    if (offer.model && known.length && !known.some((m) => m.slug === offer.model?.slug)) {
      problems.push({
        file,
        path: `$[${i}].model.slug`,
        expected: `one of the ${make?.name} model slugs (${known.map((m) => m.slug).join(', ')})`,
        received: JSON.stringify(offer.model.slug),
      });
    }
    if (plainText(offer.description) !== offer.sanitized_description) {
      problems.push({
        file,
        path: `$[${i}].sanitized_description`,
        expected: 'the description as plain text',
        received: JSON.stringify(offer.sanitized_description.slice(0, 40)),
      });
    }
  });
  return problems;
}

/** Each description reduced to the HTML a page may render, with a warning for what was taken out. */
function sanitiseDescriptions(file: string, offers: readonly Offer[]): { offers: Offer[]; warnings: ConfigWarning[] } {
  const warnings: ConfigWarning[] = [];
  const sanitised = offers.map((offer, i) => {
    const { html, removed } = sanitiseRichText(offer.description);
    if (removed.length)
      warnings.push({
        file,
        path: `$[${i}].description (offer ${offer.id})`,
        message: `removed ${removed.join(', ')}`,
      });
    return { ...offer, description: html };
  });
  return { offers: sanitised, warnings };
}

/**
 * tenants/<slug>/offers.json, validated, descriptions sanitised (warnings say what they
 * lost); a missing file means no offers.
 */
export function loadOffers(slug: string, root = TENANTS_DIR): OffersResult {
  const file = offersFilePath(slug, root);
  const read = readTenantJson(file);
  if (!read.ok) return read;
  const parsed = v.safeParse(OffersFileSchema, read.value, { abortPipeEarly: true });
  if (!parsed.success) return { ok: false, problems: problemsFromIssues(file, parsed.issues) };
  const { offers, warnings } = sanitiseDescriptions(file, parsed.output);
  const problems = crossChecks(file, offers);
  return problems.length ? { ok: false, problems } : { ok: true, offers, warnings };
}

/** The offers a site shows: those not excluded for its website id (spec §3 excluded_website_ids). */
export function offersShownOn(site: Pick<Site, 'id'>, offers: readonly Offer[]): Offer[] {
  return offers.filter((offer) => !offer.excluded_website_ids.includes(site.id));
}
