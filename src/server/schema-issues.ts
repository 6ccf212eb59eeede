import type * as v from 'valibot';

/**
 * A refused body's issues as the API answers them: one message per field, the field's path
 * as key (`lead_attributes.visited_pages`), the first issue of each; an issue about the
 * body as a whole goes under `whole`.
 */
export function issuesByField(issues: readonly v.BaseIssue<unknown>[], whole: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') || whole;
    errors[key] ??= issue.message;
  }
  return errors;
}
