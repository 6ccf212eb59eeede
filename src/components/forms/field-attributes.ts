import type { FormField } from '../../domain/forms/fields.ts';

/** The control a field renders as. */
type ControlKind = 'input' | 'textarea' | 'select' | 'checkbox' | 'hidden';

export interface FieldAttributes {
  control: ControlKind;
  /** The input's type, for input controls. */
  type?: 'text' | 'email' | 'tel' | 'datetime-local';
  inputMode?: 'numeric' | 'decimal';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
}

/** Browsers fill these from the shopper's saved details (WCAG 1.3.5 identify input purpose). */
const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  phone: 'tel',
  postcode: 'postal-code',
};

/**
 * How a field of the shared form data renders: the right keyboard on a phone (tel, numeric
 * postcode, decimal currency), the date-time picker, and autocomplete for contact fields.
 */
export function fieldAttributes(field: FormField): FieldAttributes {
  const common = {
    ...(AUTOCOMPLETE[field.name] ? { autoComplete: AUTOCOMPLETE[field.name] } : {}),
    ...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
    ...(field.placeholder ? { placeholder: field.placeholder } : {}),
  };
  switch (field.kind) {
    case 'textarea':
      return { control: 'textarea', ...common };
    case 'select':
      return { control: 'select', ...common };
    case 'checkbox':
      return { control: 'checkbox' };
    case 'hidden':
      return { control: 'hidden' };
    case 'email':
      return { control: 'input', type: 'email', ...common };
    case 'phone':
      return { control: 'input', type: 'tel', ...common };
    case 'postcode':
      return { control: 'input', type: 'text', inputMode: 'numeric', ...common };
    case 'currency':
      return { control: 'input', type: 'text', inputMode: 'decimal', ...common };
    case 'integer':
      return { control: 'input', type: 'text', inputMode: 'numeric', ...common };
    case 'datetime':
      return { control: 'input', type: 'datetime-local', ...common };
    case 'text':
      return { control: 'input', type: 'text', ...common };
  }
}

/** An id for a field inside one form: lead field names may hold spaces ('Vehicle Make'). */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
