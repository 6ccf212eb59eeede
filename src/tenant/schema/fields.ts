import * as v from 'valibot';

/**
 * Every config field carries a description: it is the doc comment a marketing editor
 * sees on hover in tenants/<slug>/site.json (through the generated JSON Schema).
 */
export function doc<TSchema extends v.GenericSchema>(schema: TSchema, description: string) {
  return v.pipe(schema, v.description(description));
}

export const AUSTRALIAN_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

export const CAR_TYPES = ['new', 'demo', 'used'] as const;
export type CarType = (typeof CAR_TYPES)[number];

export const httpUrl = v.pipe(
  v.string(),
  v.url('an absolute URL such as https://www.example.com.au'),
  v.regex(/^https?:\/\//, 'an http(s) URL'),
);

/** A path on the site itself, such as /special-offers. */
export const sitePath = v.pipe(v.string(), v.regex(/^\/[^\s]*$/, 'a site path starting with /'));

/** Either a path on the site or an absolute URL. */
export const linkTarget = v.union([sitePath, httpUrl], 'a site path starting with / or an http(s) URL');

export const australianPhone = v.pipe(
  v.string(),
  v.regex(
    /^(\+61|0)[\d ]{8,12}$|^1[38]00[\d ]{6,8}$|^13[\d ]{4,6}$/,
    'an Australian phone number such as 03 9555 0100',
  ),
);

/** An environment variable's name: secrets stay out of the repository; the config names where they are. */
export const environmentVariable = v.pipe(
  v.string(),
  v.regex(/^[A-Z][A-Z0-9_]*$/, 'an environment variable name such as CRM_WEBHOOK_SECRET'),
);

export const email = v.pipe(v.string(), v.email('an e-mail address'));

export const cssColour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb'));

export const isoDate = v.pipe(v.string(), v.isoDate('a date as YYYY-MM-DD'));

export const isoTimestamp = v.pipe(
  v.string(),
  v.regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/,
    'a date-time with its offset, such as 2026-07-01T00:00+10:00',
  ),
);

export const slug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a slug of lower-case letters, digits and dashes'),
);

export const hourMinute = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM (24-hour)'));
