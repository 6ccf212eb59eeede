import type { FormField } from '../../domain/forms/fields.ts';
import { FORM_MESSAGES } from '../../domain/forms/messages.ts';

/** The 'Please fix the following errors:' block: its heading, the messages next to fields, and the rest. */
export interface ErrorList {
  heading: string;
  /** Messages of the form's own fields, keyed by field name. */
  fields: Readonly<Record<string, string>>;
  /** Messages about what the shopper did not type (the page's context, the request): listed only. */
  other: readonly string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Maps the API's 422 answer ({error, errors: {field: message}}, src/server/README.md) to the
 * same places as the form's own checks: a field's message beside it, any other in the list.
 * Null when the answer holds no messages.
 */
export function apiErrorList(fields: readonly FormField[], body: unknown): ErrorList | null {
  if (!isRecord(body) || !isRecord(body['errors'])) return null;
  const names = new Set(fields.filter((field) => field.kind !== 'hidden').map((field) => field.name));
  const onFields: Record<string, string> = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(body['errors'])) {
    if (typeof message !== 'string' || !message.trim()) continue;
    if (names.has(name)) onFields[name] = message;
    else if (!other.includes(message)) other.push(message);
  }
  if (Object.keys(onFields).length === 0 && other.length === 0) return null;
  const heading = typeof body['error'] === 'string' && body['error'].trim() ? body['error'] : FORM_MESSAGES.fixErrors;
  return { heading, fields: onFields, other };
}

/** The field messages in the form's order, for the list block. */
export function orderedErrors(
  fields: readonly FormField[],
  errors: Readonly<Record<string, string>>,
): { name: string; message: string }[] {
  return fields
    .filter((field) => errors[field.name])
    .map((field) => ({ name: field.name, message: errors[field.name]! }));
}

/** The field focus moves to after a failed check: the first with a message, in the form's order. */
export function firstInvalidField(
  fields: readonly FormField[],
  errors: Readonly<Record<string, string>>,
): string | null {
  return orderedErrors(fields, errors)[0]?.name ?? null;
}

/** The list without the error of a field the shopper has just changed; null when nothing is left to show. */
export function withoutFieldError(current: ErrorList | null, name: string): ErrorList | null {
  if (!current?.fields[name]) return current;
  const rest = Object.fromEntries(Object.entries(current.fields).filter(([field]) => field !== name));
  return Object.keys(rest).length || current.other.length ? { ...current, fields: rest } : null;
}
