import { constructTable, createSortedRowModel, type SortingState } from '@tanstack/table-core';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { describe, expect, it } from 'vitest';
import { createKeyedSortedRowModel } from './keyed-sorted-row-model';
import { dataTableFeatures } from './table-features';

interface Item {
  id: string;
  name: string;
  code: string;
  amount: number | undefined;
  when: string;
  group: { id: string; name: string; code: string; amount: number; when: string }[];
}

// A fixed pseudo-random set with ties, mixed case, numbered codes and missing amounts.
function items(count: number): Item[] {
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const names = ['alma', 'Bruno', 'cécile', 'Dara', 'eli', 'Farah'];
  return Array.from({ length: count }, (_, i) => ({
    id: `r${i}`,
    name: names[Math.floor(next() * names.length)]!,
    code: `item${Math.floor(next() * 40)}`,
    amount: next() < 0.15 ? undefined : Math.floor(next() * 20),
    when: new Date(2026, 0, 1 + Math.floor(next() * 30)).toISOString(),
    group:
      i % 9 === 0
        ? [3, 1, 2].map((n) => ({ id: `r${i}-${n}`, name: names[n]!, code: `item${n}`, amount: n, when: '' }))
        : [],
  }));
}

const columns = (sortUndefined: 'first' | 'last' | -1 | 1 | false) => [
  { accessorKey: 'name', sortFn: 'text' },
  { accessorKey: 'code', sortFn: 'alphanumeric' },
  { accessorKey: 'amount', sortFn: 'basic', sortUndefined },
  { accessorKey: 'when', sortFn: 'datetime', invertSorting: true },
  // A hand-written comparator sees the rows themselves.
  {
    id: 'length',
    accessorFn: (row: Item) => row.name,
    sortFn: (a: { original: Item }, b: { original: Item }) => a.original.name.length - b.original.name.length,
  },
];

function orderWith(sortedRowModel: unknown, sorting: SortingState, sortUndefined: 'first' | 'last' | -1 | 1 | false) {
  const table = constructTable({
    features: { ...dataTableFeatures, sortedRowModel, coreReactivityFeature: storeReactivityBindings() },
    // Plain column objects, as the benchmark builds them.
    columns: columns(sortUndefined),
    data: items(400),
    getRowId: (row: Item) => row.id,
    getSubRows: (row: Item) => row.group as Item[],
    state: { sorting, pagination: { pageIndex: 0, pageSize: 10 } },
  } as never) as unknown as {
    getSortedRowModel: () => { rows: { id: string; subRows: { id: string }[] }[]; flatRows: { id: string }[] };
  };
  const model = table.getSortedRowModel();
  return {
    rows: model.rows.map((row) => [row.id, ...row.subRows.map((sub) => sub.id)].join(',')),
    flat: model.flatRows.map((row) => row.id),
  };
}

describe('createKeyedSortedRowModel', () => {
  const cases: [string, SortingState, 'first' | 'last' | -1 | 1 | false][] = [
    ['text, ascending', [{ id: 'name', desc: false }], false],
    ['text, descending', [{ id: 'name', desc: true }], false],
    ['alphanumeric', [{ id: 'code', desc: false }], false],
    ['numbers with missing values first', [{ id: 'amount', desc: false }], 'first'],
    ['numbers with missing values last, descending', [{ id: 'amount', desc: true }], 'last'],
    ['numbers with missing values as the highest', [{ id: 'amount', desc: false }], 1],
    ['dates, inverted', [{ id: 'when', desc: false }], false],
    ['a hand-written comparator', [{ id: 'length', desc: true }], false],
    [
      'several columns',
      [
        { id: 'name', desc: false },
        { id: 'amount', desc: true },
        { id: 'code', desc: false },
      ],
      -1,
    ],
  ];
  it.each(cases)('orders rows as TanStack Table does: %s', (_, sorting, sortUndefined) => {
    const ours = orderWith(createKeyedSortedRowModel(), sorting, sortUndefined);
    const theirs = orderWith(createSortedRowModel(), sorting, sortUndefined);
    expect(ours).toEqual(theirs);
    // The set is unsorted to start with: the comparison above is not of two untouched lists.
    expect(ours.rows).not.toEqual(orderWith(createKeyedSortedRowModel(), [], sortUndefined).rows);
  });
});
