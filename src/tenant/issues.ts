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

/** `$.locations[2].address.postcode` */
export function jsonPath(issue: v.BaseIssue<unknown>): string {
  let path = '$';
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

function describeValue(value: unknown): string {
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

function isUnknownKey(issue: v.BaseIssue<unknown>): boolean {
  return issue.type === 'strict_object' && issue.expected === 'never';
}

function expectedText(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema') {
    if (isUnknownKey(issue)) return 'a known field name (see tenants/site.schema.json)';
    if (issue.type === 'picklist' || issue.type === 'literal' || issue.type === 'variant')
      return `one of ${issue.expected ?? ''}`;
    if (issue.received === 'undefined') return 'a value for this required field';
    return TYPE_WORDS[issue.expected ?? ''] ?? issue.expected ?? issue.message;
  }
  // validation actions (regex, url, minValue...) carry our own wording as their message
  return issue.message;
}

/** Turns valibot issues (flattening unions) into one problem per field. */
export function problemsFromIssues(file: string, issues: readonly v.BaseIssue<unknown>[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const issue of issues) {
    if (
      (issue.type === 'union' || issue.type === 'variant') &&
      issue.issues?.length &&
      issue.kind === 'schema' &&
      issue.received !== 'undefined'
    ) {
      const nested = problemsFromIssues(file, issue.issues);
      // a union whose options all fail at its own level reads better as one line
      if (nested.every((p) => p.path === jsonPath(issue))) {
        problems.push({
          file,
          path: jsonPath(issue),
          expected: issue.expected ? `one of ${issue.expected}` : issue.message,
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
    problems.push({ file, path: jsonPath(issue), expected: expectedText(issue), received });
  }
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = formatProblem(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
