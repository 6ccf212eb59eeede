// A text rule as data, and the few lines that apply it: the lead forms' schema (fields.ts,
// through text-rules.ts) and a page that checks contact fields without the form engine (the
// garage's My details, whose rules come with its HTML) apply the same rules the same way.

export type TextCheck =
  /** Filled in. */
  | { kind: 'filled' }
  /** Matches the pattern once the `ignore` characters are taken out (a phone's spaces). */
  | { kind: 'pattern'; source: string; flags: string; ignore?: string }
  | { kind: 'max'; length: number }
  | { kind: 'one-of'; options: readonly string[] };

/** A rule: its check, whether an empty value passes it anyway, and what breaking it says. */
export interface TextRule {
  check: TextCheck;
  emptyPasses: boolean;
  message: string;
}

function holds(check: TextCheck, value: string): boolean {
  switch (check.kind) {
    case 'filled':
      return value.length > 0;
    case 'pattern':
      return new RegExp(check.source, check.flags).test(
        check.ignore ? value.replace(new RegExp(check.ignore, 'g'), '') : value,
      );
    case 'max':
      return value.length <= check.length;
    case 'one-of':
      return check.options.includes(value);
  }
}

/** Whether a (trimmed) value keeps the rule. */
export function keepsRule(rule: TextRule, value: string): boolean {
  return (rule.emptyPasses && value === '') || holds(rule.check, value);
}

/** The message of the first rule a value breaks (trimmed first), or null when it keeps them all. */
export function textProblem(rules: readonly TextRule[], value: string): string | null {
  const trimmed = value.trim();
  return rules.find((rule) => !keepsRule(rule, trimmed))?.message ?? null;
}
