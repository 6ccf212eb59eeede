import type { FilterTree, FilterValue } from './filter-tree.ts';

type Leaf = Extract<FilterTree, { field: string }>;

/** The tree in negation normal form: `not` pushed down to the leaves, constants folded. */
type Clause = { op: 'and' | 'or'; children: Clause[] } | { op: 'leaf'; leaf: Leaf; negated: boolean };
type Normal = Clause | boolean;

function combine(op: 'and' | 'or', parts: Normal[]): Normal {
  // true absorbs an `or` and is neutral in an `and`; false the other way round
  const absorbing = op === 'or';
  const children: Clause[] = [];
  for (const part of parts) {
    if (part === absorbing) return absorbing;
    if (typeof part === 'boolean') continue;
    if (part.op === op) children.push(...part.children);
    else children.push(part);
  }
  const [only] = children;
  if (only === undefined) return !absorbing;
  return children.length === 1 ? only : { op, children };
}

function normalise(tree: FilterTree, negated: boolean): Normal {
  switch (tree.op) {
    case 'and':
      return combine(
        negated ? 'or' : 'and',
        tree.all.map((child) => normalise(child, negated)),
      );
    case 'or':
      return combine(
        negated ? 'and' : 'or',
        tree.any.map((child) => normalise(child, negated)),
      );
    case 'not':
      return normalise(tree.tree, !negated);
    case 'in':
      return tree.values.length === 0 ? negated : { op: 'leaf', leaf: tree, negated };
    case 'range':
      return tree.min > tree.max ? negated : { op: 'leaf', leaf: tree, negated };
    default:
      return { op: 'leaf', leaf: tree, negated };
  }
}

/**
 * Typesense has no escape inside a backtick literal, so a backtick in a value is dropped;
 * stock numbers, makes and statuses never hold one.
 */
function literal(value: FilterValue): string {
  if (typeof value === 'string') return `\`${value.replaceAll('`', '')}\``;
  return String(value);
}

function leafFilter(leaf: Leaf, negated: boolean): string {
  const { field } = leaf;
  switch (leaf.op) {
    case 'eq':
      return `${field}:${negated ? '!=' : '='}${literal(leaf.value)}`;
    case 'in':
      return `${field}:${negated ? '!=' : '='}[${leaf.values.map(literal).join(', ')}]`;
    case 'gte':
      return negated ? `${field}:<${leaf.value}` : `${field}:>=${leaf.value}`;
    case 'range':
      return negated ? `${field}:[<${leaf.min}, >${leaf.max}]` : `${field}:[${leaf.min}..${leaf.max}]`;
  }
}

function emit(clause: Clause): string {
  if (clause.op === 'leaf') return leafFilter(clause.leaf, clause.negated);
  const parts = clause.children.map((child) => (child.op === 'leaf' ? emit(child) : `(${emit(child)})`));
  return parts.join(clause.op === 'and' ? ' && ' : ' || ');
}

/**
 * The Typesense filter_by string of a filter tree: `field:=value`, `field:=[a, b]`,
 * `field:!=...`, `field:>=n`, `field:[min..max]`, joined with && and || and grouped with
 * parentheses; string values are backtick literals. Negations are pushed down to the
 * fields (De Morgan), since filter_by negates fields, not groups.
 * Returns '' when the tree matches every document (no filter) and null when it matches
 * none (the caller skips the query and shows no results).
 */
export function toTypesenseFilter(tree: FilterTree): string | null {
  const normal = normalise(tree, false);
  if (normal === true) return '';
  if (normal === false) return null;
  return emit(normal);
}
