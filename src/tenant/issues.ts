import type * as v from 'valibot';

/** One problem in a tenant file, in words a marketing editor can act on. */
export interface ConfigProblem {
  file: string;
  path: string;
  expected: string;
  received: string;
}

export function formatProblem(problem: ConfigProblem): string {
  return `${problem.file}: ${problem.path}: ${problem.expected}, received ${problem.received}`;
}

/**
 * Something a tenant file holds that the site leaves out but that does not stop the build
 * (markup the site does not render), reported in the same place as problems.
 */
export interface ConfigWarning {
  file: string;
  /** The JSON path, with the entry it belongs to: `$[2].description (offer 10103)`. */
  path: string;
  message: string;
}

export function formatWarning(warning: ConfigWarning): string {
  return `${warning.file}: ${warning.path}: ${warning.message}`;
}

/**
 * `$.locations[2].address.postcode`. Issues nested in a union carry paths relative to the
 * union's own value, so they are read from the union's path (`from`).
 */
export function jsonPath(issue: v.BaseIssue<unknown>, from = '$'): string {
  let path = from;
  for (const item of issue.path ?? []) {
    const key = (item as { key: unknown }).key;
    path +=
      typeof key === 'number'
        ? `[${key}]`
        : /^[A-Za-z_$][\w$]*$/.test(String(key))
          ? `.${String(key)}`
          : `[${JSON.stringify(key)}]`;
  }
  return path;
}

/** A found value in a few words: a short JSON literal, or its kind for objects and arrays. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  Object: 'an object',
  Array: 'an array',
};

export function isUnknownKey(issue: v.BaseIssue<unknown>): boolean {
  return issue.type === 'strict_object' && issue.expected === 'never';
}

/** valibot's own wording ("Invalid length: Expected >=1 but received 0") means no message of ours was given. */
function hasOwnMessage(issue: v.BaseIssue<unknown>): boolean {
  return !/^Invalid \w+: /.test(issue.message);
}

/** Words for the checks the schema leaves without a message of its own. */
function requirementText(issue: v.BaseIssue<unknown>): string {
  const requirement = (issue as { requirement?: unknown }).requirement;
  switch (issue.type) {
    case 'min_value':
      return `a number of at least ${String(requirement)}`;
    case 'max_value':
      return `a number of at most ${String(requirement)}`;
    case 'integer':
      return 'a whole number';
    case 'non_empty':
      return 'some text (it may not be empty)';
    case 'min_length':
      return `at least ${String(requirement)} ${Array.isArray(issue.input) ? 'entries' : 'characters'}`;
    case 'max_length':
      return `at most ${String(requirement)} ${Array.isArray(issue.input) ? 'entries' : 'characters'}`;
    default:
      return issue.message;
  }
}

function expectedText(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema') {
    if (isUnknownKey(issue)) return 'a known field name (see tenants/site.schema.json)';
    if (issue.type === 'picklist' || issue.type === 'literal' || issue.type === 'variant')
      return `one of ${issue.expected ?? ''}`;
    if (issue.received === 'undefined') return 'a value for this required field';
    return TYPE_WORDS[issue.expected ?? ''] ?? issue.expected ?? issue.message;
  }
  // validation actions (regex, url...) carry our own wording as their message; bare ones
  // (minValue, integer...) get words here rather than valibot's "Invalid value: Expected <=6..."
  return hasOwnMessage(issue) ? issue.message : requirementText(issue);
}

/** Turns valibot issues (flattening unions) into one problem per field. */
export function problemsFromIssues(file: string, issues: readonly v.BaseIssue<unknown>[]): ConfigProblem[] {
  const problems = collectProblems(file, issues, '$');
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = formatProblem(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function collectProblems(file: string, issues: readonly v.BaseIssue<unknown>[], from: string): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const issue of issues) {
    const path = jsonPath(issue, from);
    if (
      (issue.type === 'union' || issue.type === 'variant') &&
      issue.issues?.length &&
      issue.kind === 'schema' &&
      issue.received !== 'undefined'
    ) {
      const nested = collectProblems(file, issue.issues, path);
      // a union whose options all fail at its own level reads better as one line
      if (nested.every((p) => p.path === path)) {
        problems.push({
          file,
          path,
          expected: hasOwnMessage(issue) ? issue.message : `one of ${issue.expected ?? ''}`,
          received: describeValue(issue.input),
        });
      } else {
        problems.push(...nested);
      }
      continue;
    }
    const received = isUnknownKey(issue)
      ? `an unknown field ${describeValue(issue.input)}`
      : describeValue(issue.input);
    problems.push({ file, path, expected: expectedText(issue), received });
  }
  return problems;
}
