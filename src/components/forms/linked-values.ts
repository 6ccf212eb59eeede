import * as v from 'valibot';
import { fieldSchema, type FormField } from '../../domain/forms/fields.ts';
import type { LinkParams } from '../../domain/forms/lead-kind.ts';
import { LeadContextSchema } from '../../domain/forms/lead-request.ts';
import type { LeadPageContext } from '../../views/forms/lead-form-types.ts';

export interface LinkedValues {
  prefill: Record<string, string>;
  context: LeadPageContext;
}

/**
 * What a page's query string brings to its form. A link is anyone's to write, so only a
 * value the API would accept is kept, by the same schemas: a field's value its field
 * accepts (a dealership of the site, a budget in dollars), a context value the lead
 * context accepts (car_type new, used or demo; a vin of 17 characters at most). The rest is
 * dropped: the shopper never meets an error they did not make.
 */
export function linkedValues(search: string, params: LinkParams, fields: readonly FormField[]): LinkedValues {
  const query = new URLSearchParams(search);
  const prefill: Record<string, string> = {};
  for (const name of params.fields) {
    const field = fields.find((candidate) => candidate.name === name);
    const value = query.get(name)?.trim();
    if (!field || field.kind === 'checkbox' || !value) continue;
    if (v.safeParse(fieldSchema(field), value).success) prefill[name] = value;
  }
  const context: Record<string, string> = {};
  for (const key of params.context) {
    const value = query.get(key)?.trim();
    if (!value) continue;
    const check = v.safeParse(LeadContextSchema.entries[key], value);
    if (check.success && typeof check.output === 'string' && check.output) context[key] = check.output;
  }
  return { prefill, context: context as LeadPageContext };
}

/** The lead's context: what the page knew at build time wins over what its link said. */
export function withLinkedContext(page: LeadPageContext, linked: LeadPageContext): LeadPageContext {
  const known = Object.entries(page).filter(([, value]) => value !== undefined && value !== '');
  return { ...linked, ...Object.fromEntries(known) };
}
