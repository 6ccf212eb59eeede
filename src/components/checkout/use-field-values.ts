import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { displayMobile } from '../../domain/account/mobile-number.ts';
import type { FormField } from '../../domain/forms/fields.ts';
import { FORM_MESSAGES } from '../../domain/forms/messages.ts';
import { $userDetails } from '../../stores/user-details.ts';
import { apiErrorList, withoutFieldError, type ErrorList } from '../forms/form-errors.ts';
import { initialValues, withStoredDetails, type RawValues } from '../forms/form-values.ts';
import { emptyRequired } from './empty-required.ts';

/**
 * What a form of the checkout or the purchase holds: its values (the shopper's stored details
 * in the fields still empty, spec §3), the messages on its fields, and the checks before a send.
 */
export function useFieldValues(fields: readonly FormField[], prefill: Readonly<Record<string, string>> = {}) {
  const [values, setValues] = useState<RawValues>(() => initialValues(fields, prefill));
  const [errors, setErrors] = useState<ErrorList | null>(null);
  const touched = useRef(new Set<string>());
  const stored = useStore($userDetails);

  useEffect(() => setValues((current) => withStoredDetails(current, stored, touched.current)), [stored]);

  const change = (name: string, value: string | boolean) => {
    touched.current.add(name);
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => withoutFieldError(current, name));
  };

  /** The signed-in number, as the shopper reads it, unless they typed or stored another. */
  const fillPhone = (e164: string) =>
    setValues((current) =>
      'phone' in current ? { ...current, phone: current.phone || displayMobile(e164) } : current,
    );

  /** Shows the required fields left empty; true when none is. */
  const complete = (shown: readonly FormField[] = fields): boolean => {
    const empty = emptyRequired(shown, values);
    const ok = Object.keys(empty).length === 0;
    setErrors(ok ? null : { heading: FORM_MESSAGES.fixErrors, fields: empty, other: [] });
    return ok;
  };

  /** Shows the API's 422 answer on the fields; false when it held no messages. */
  const refused = (body: unknown, shown: readonly FormField[] = fields): boolean => {
    const list = apiErrorList(shown, body);
    if (list) setErrors(list);
    return list !== null;
  };

  /** The values of `shown` as sent: text trimmed. */
  const trimmed = (shown: readonly FormField[] = fields) =>
    Object.fromEntries(shown.map((field) => [field.name, String(values[field.name] ?? '').trim()]));

  return { values, errors, setErrors, change, fillPhone, complete, refused, trimmed };
}
