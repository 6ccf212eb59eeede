import type { UserDetails } from '../../domain/contact/user-details.ts';
import type { FormField } from '../../domain/forms/fields.ts';

/** What the controls hold: text for inputs and selects, ticked or not for checkboxes. */
export type RawValues = Readonly<Record<string, string | boolean>>;

/** The form's starting values: a prefill, else the field's default, else empty (checkboxes unticked). */
export function initialValues(fields: readonly FormField[], prefill: Readonly<Record<string, string>> = {}): RawValues {
  const values: Record<string, string | boolean> = {};
  for (const field of fields) {
    if (field.kind === 'checkbox') values[field.name] = field.defaultValue === true;
    else values[field.name] = prefill[field.name] ?? (typeof field.defaultValue === 'string' ? field.defaultValue : '');
  }
  return values;
}

const DETAIL_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;

/**
 * spec §3 stored user details prefill the form: each one the form has, into a field the
 * shopper has not touched and that is still empty. Returns the same object when nothing changes.
 */
export function withStoredDetails(
  values: RawValues,
  details: UserDetails | null,
  touched: ReadonlySet<string>,
): RawValues {
  if (!details) return values;
  let next: Record<string, string | boolean> | null = null;
  for (const name of DETAIL_FIELDS) {
    const stored = details[name];
    if (!stored || !(name in values) || touched.has(name) || values[name] !== '') continue;
    next ??= { ...values };
    next[name] = stored;
  }
  return next ?? values;
}

/**
 * Values a link brings (linked-values.ts), each into a field the form has, the shopper has
 * not touched and that is still empty. Returns the same object when nothing changes.
 */
export function withPrefill(
  values: RawValues,
  prefill: Readonly<Record<string, string>>,
  touched: ReadonlySet<string>,
): RawValues {
  let next: Record<string, string | boolean> | null = null;
  for (const [name, value] of Object.entries(prefill)) {
    if (!value || !(name in values) || touched.has(name) || values[name] !== '') continue;
    next ??= { ...values };
    next[name] = value;
  }
  return next ?? values;
}
