/**
 * A tiny filter expression that every search engine compiles (DESIGN.md "Search"): the
 * embedded engine evaluates it with matchesFilter, Typesense gets toTypesenseFilter's string.
 * An empty `and` matches everything; an empty `or` (or `in` with no values) matches nothing.
 */
export type FilterValue = string | number | boolean;

export type FilterTree =
  | { op: 'and'; all: readonly FilterTree[] }
  | { op: 'or'; any: readonly FilterTree[] }
  | { op: 'not'; tree: FilterTree }
  | { op: 'eq'; field: string; value: FilterValue }
  | { op: 'in'; field: string; values: readonly FilterValue[] }
  /** field >= value (numbers only). */
  | { op: 'gte'; field: string; value: number }
  /** min <= field <= max (numbers only). */
  | { op: 'range'; field: string; min: number; max: number };

export const and = (...all: FilterTree[]): FilterTree => ({ op: 'and', all });
export const or = (...any: FilterTree[]): FilterTree => ({ op: 'or', any });
export const not = (tree: FilterTree): FilterTree => ({ op: 'not', tree });
export const eq = (field: string, value: FilterValue): FilterTree => ({ op: 'eq', field, value });
export const isIn = (field: string, values: readonly FilterValue[]): FilterTree => ({ op: 'in', field, values });
export const gte = (field: string, value: number): FilterTree => ({ op: 'gte', field, value });

/** A searchable document: a car, or its row in the index. */
export type FilterDocument = Readonly<Record<string, unknown>>;

// An array field (e.g. categories) matches when any of its elements does, as in Typesense.
function fieldValues(doc: FilterDocument, field: string): readonly unknown[] {
  const value = doc[field];
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && !Number.isNaN(value);

export function matchesFilter(tree: FilterTree, doc: FilterDocument): boolean {
  switch (tree.op) {
    case 'and':
      return tree.all.every((child) => matchesFilter(child, doc));
    case 'or':
      return tree.any.some((child) => matchesFilter(child, doc));
    case 'not':
      return !matchesFilter(tree.tree, doc);
    case 'eq':
      return fieldValues(doc, tree.field).some((value) => value === tree.value);
    case 'in':
      return fieldValues(doc, tree.field).some((value) => tree.values.some((wanted) => wanted === value));
    case 'gte':
      return fieldValues(doc, tree.field).some((value) => isNumber(value) && value >= tree.value);
    case 'range':
      return fieldValues(doc, tree.field).some((value) => isNumber(value) && value >= tree.min && value <= tree.max);
  }
}
