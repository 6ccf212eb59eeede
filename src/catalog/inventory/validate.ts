import * as v from 'valibot';
import { describeValue, jsonPath, problemsFromIssues } from '../../tenant/issues.ts';
import { type Car, CarSchema } from '../schema/car.ts';

export interface RejectedRow {
  /** The row's id, or "row N" when it has none. */
  id: string;
  /** Where in the row, e.g. "price" or "images[0].image.url"; "$" for the whole row. */
  field: string;
  reason: string;
}

function rowId(row: unknown, index: number): string {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : `row ${index}`;
}

function valueAt(row: unknown, path: readonly { key: unknown }[]): unknown {
  return path.reduce<unknown>((value, item) => (value as Record<string, unknown> | null)?.[String(item.key)], row);
}

/**
 * Validates every row with the Car schema. A bad row is reported (one entry per
 * problem) and left out; the others are kept, so one broken car never stops a build.
 */
export function validateRows(rows: readonly unknown[]): { cars: Car[]; rejected: RejectedRow[] } {
  const cars: Car[] = [];
  const rejected: RejectedRow[] = [];
  const ids = new Set<number>();
  const slugs = new Set<string>();
  rows.forEach((row, index) => {
    const id = rowId(row, index);
    const parsed = v.safeParse(CarSchema, row, { abortPipeEarly: true });
    if (!parsed.success) {
      for (const problem of problemsFromIssues('', parsed.issues)) {
        // A cross-field check sees the whole row; name the value of the field it points at.
        const forwarded = parsed.issues.find(
          (issue) => issue.type === 'partial_check' && jsonPath(issue) === problem.path,
        );
        const received = forwarded ? describeValue(valueAt(row, forwarded.path ?? [])) : problem.received;
        rejected.push({
          id,
          field: problem.path.replace(/^\$\.?/, '') || '$',
          reason: `${problem.expected}, received ${received}`,
        });
      }
      return;
    }
    const car = parsed.output;
    // Pages are keyed by slug and facets by id: a second car with either would clash.
    if (ids.has(car.id))
      return void rejected.push({ id, field: 'id', reason: 'an id no other car uses, received a duplicate' });
    if (slugs.has(car.slug))
      return void rejected.push({
        id,
        field: 'slug',
        reason: `a slug no other car uses, received a duplicate "${car.slug}"`,
      });
    ids.add(car.id);
    slugs.add(car.slug);
    cars.push(car);
  });
  return { cars, rejected };
}
