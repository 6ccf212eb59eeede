import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  and,
  eq,
  type FilterDocument,
  type FilterTree,
  gte,
  isIn,
  matchesFilter,
  not,
  or,
} from '../../../../src/domain/search/filter-tree.ts';
import { toTypesenseFilter } from '../../../../src/domain/search/typesense-filter.ts';

// no production filter builds a range node yet; the evaluators still take one
const range = (field: string, min: number, max: number): FilterTree => ({ op: 'range', field, min, max });

const inStockUsed: FilterDocument = {
  status: 'in_stock',
  car_type: 'used',
  make: 'Toyota',
  price: 25000,
  km: 40000,
  show_on_dealer_website: true,
  categories: ['SUV', 'Family'],
  sold_date_timestamp: null,
};
const soldNew: FilterDocument = {
  status: 'sold',
  car_type: 'new',
  make: 'Mazda',
  price: 0,
  km: null,
  show_on_dealer_website: false,
  categories: [],
  sold_date_timestamp: 1_700_000_000,
};

// One table for both engines: the tree, what it matches on the two cars, and its filter_by.
const CASES: [label: string, tree: FilterTree, matches: [boolean, boolean], typesense: string | null][] = [
  ['eq on a string', eq('status', 'in_stock'), [true, false], 'status:=`in_stock`'],
  ['eq on a boolean', eq('show_on_dealer_website', true), [true, false], 'show_on_dealer_website:=true'],
  ['eq on a number', eq('price', 0), [false, true], 'price:=0'],
  ['eq on an array field', eq('categories', 'SUV'), [true, false], 'categories:=`SUV`'],
  ['in', isIn('status', ['in_stock', 'coming_soon']), [true, false], 'status:=[`in_stock`, `coming_soon`]'],
  ['in with no values', isIn('status', []), [false, false], null],
  ['gte', gte('price', 25000), [true, false], 'price:>=25000'],
  ['gte on a null field', gte('km', 0), [true, false], 'km:>=0'],
  ['range (inclusive)', range('km', 0, 40000), [true, false], 'km:[0..40000]'],
  ['empty range', range('km', 10, 5), [false, false], null],
  ['not eq', not(eq('make', 'Toyota')), [false, true], 'make:!=`Toyota`'],
  ['not in', not(isIn('make', ['Toyota', 'Kia'])), [false, true], 'make:!=[`Toyota`, `Kia`]'],
  ['not gte', not(gte('price', 1)), [false, true], 'price:<1'],
  ['not range', not(range('price', 1, 30000)), [false, true], 'price:[<1, >30000]'],
  ['not not', not(not(eq('car_type', 'new'))), [false, true], 'car_type:=`new`'],
  ['and', and(eq('car_type', 'used'), gte('price', 1)), [true, false], 'car_type:=`used` && price:>=1'],
  ['empty and', and(), [true, true], ''],
  ['empty or', or(), [false, false], null],
  ['or', or(eq('car_type', 'new'), eq('make', 'Toyota')), [true, true], 'car_type:=`new` || make:=`Toyota`'],
  [
    'or inside and is grouped',
    and(or(eq('status', 'in_stock'), eq('status', 'sold')), eq('show_on_dealer_website', true)),
    [true, false],
    '(status:=`in_stock` || status:=`sold`) && show_on_dealer_website:=true',
  ],
  [
    'not over and (De Morgan)',
    not(and(eq('status', 'sold'), eq('car_type', 'new'))),
    [true, false],
    'status:!=`sold` || car_type:!=`new`',
  ],
  [
    'not over or (De Morgan)',
    not(or(eq('status', 'sold'), gte('price', 30000))),
    [true, false],
    'status:!=`sold` && price:<30000',
  ],
  ['nested and flattened', and(and(eq('a', 1), eq('b', 2)), eq('c', 3)), [false, false], 'a:=1 && b:=2 && c:=3'],
  [
    'a constant-true branch folds away',
    and(eq('make', 'Mazda'), not(isIn('stocknum', []))),
    [false, true],
    'make:=`Mazda`',
  ],
  ['a constant-false branch folds away', or(eq('make', 'Mazda'), isIn('stocknum', [])), [false, true], 'make:=`Mazda`'],
];

describe('filter tree: the embedded engine and Typesense agree (DESIGN.md "Search")', () => {
  it.each(CASES)('%s', (_label, tree, [first, second], typesense) => {
    expect([matchesFilter(tree, inStockUsed), matchesFilter(tree, soldNew)]).toEqual([first, second]);
    expect(toTypesenseFilter(tree)).toBe(typesense);
  });

  it('quotes string values as backtick literals, so commas and spaces stay in the value', () => {
    expect(toTypesenseFilter(isIn('dealership_name', ['Smith, Jones & Co', 'Sneaker (Men)']))).toBe(
      'dealership_name:=[`Smith, Jones & Co`, `Sneaker (Men)`]',
    );
  });

  it('drops a backtick inside a value (filter_by has no escape for it)', () => {
    expect(toTypesenseFilter(eq('stocknum', 'AB`12'))).toBe('stocknum:=`AB12`');
  });

  it('a missing field matches no comparison, and its negation matches', () => {
    expect(matchesFilter(eq('colour', 'Red'), {})).toBe(false);
    expect(matchesFilter(not(eq('colour', 'Red')), {})).toBe(true);
  });
});

describe('filter tree properties', () => {
  const field = fc.constantFrom('status', 'make', 'price');
  const value = fc.oneof(fc.constantFrom('in_stock', 'sold', 'Toyota', 'Mazda'), fc.constantFrom(0, 25000));
  const leaf = fc.oneof(
    fc.tuple(field, value).map(([f, v]) => eq(f, v)),
    fc.tuple(field, fc.array(value, { maxLength: 3 })).map(([f, vs]) => isIn(f, vs)),
    fc.integer({ min: 0, max: 30000 }).map((n) => gte('price', n)),
  );
  const tree = fc.letrec<{ tree: FilterTree }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc.array(tie('tree'), { maxLength: 3 }).map((all) => and(...all)),
      fc.array(tie('tree'), { maxLength: 3 }).map((any) => or(...any)),
      tie('tree').map(not),
    ),
  })).tree;

  it('not(tree) matches exactly the documents tree does not', () => {
    fc.assert(
      fc.property(tree, (t) => {
        for (const doc of [inStockUsed, soldNew]) expect(matchesFilter(not(t), doc)).toBe(!matchesFilter(t, doc));
      }),
    );
  });

  it('compiles to nothing only for a tree that matches nothing, and to "" only for one that matches all', () => {
    fc.assert(
      fc.property(tree, (t) => {
        const filter = toTypesenseFilter(t);
        if (filter === null) expect([inStockUsed, soldNew].some((doc) => matchesFilter(t, doc))).toBe(false);
        if (filter === '') expect([inStockUsed, soldNew].every((doc) => matchesFilter(t, doc))).toBe(true);
      }),
    );
  });

  it('never puts a negation before a group (filter_by negates fields only)', () => {
    fc.assert(
      fc.property(tree, (t) => {
        expect(toTypesenseFilter(t) ?? '').not.toMatch(/!\(/);
      }),
    );
  });
});
