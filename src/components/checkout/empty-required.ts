import type { FormField } from '../../domain/forms/fields.ts';
import type { RawValues } from '../forms/form-values.ts';

/**
 * The required fields left empty that have a message of their own for it, by that message. The
 * API checks the rest by the lead forms' rules and answers 422 per field, shown in the same
 * places: the page does not carry the forms' validation code, which would split the lead
 * form's chunk on every form page.
 */
export function emptyRequired(fields: readonly FormField[], values: RawValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.required && field.requiredMessage && (typeof value !== 'string' || value.trim() === ''))
      errors[field.name] = field.requiredMessage;
  }
  return errors;
}
