/**
 * The columns every dessert example shares: name, then the nutrition figures aligned to the end.
 * Plain TypeScript (headers through createElement) so the gallery does not take it for an example.
 */
import type { TFunction } from 'i18next';
import { createElement } from 'react';
import { dataTableColumnHelper, type DataTableColumns } from '@/components/data-table/client-table';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { formatNumber, formatPercent } from '@/lib/format';
import type { Dessert } from './desserts-api';

/** The figures of a row, in column order. */
export const nutritionFields = ['calories', 'fat', 'carbs', 'protein', 'iron'] as const;
export type NutritionField = (typeof nutritionFields)[number];

/** A figure as the tables show it: grams with one decimal at most, iron as a percentage. */
export function formatNutrition(field: NutritionField, value: number): string {
  return field === 'iron' ? formatPercent(value) : formatNumber(value, { maximumFractionDigits: 1 });
}

/** What a row is found by in a search: its name and figures as shown. */
export const dessertSearchText = (row: Dessert): string =>
  [row.name, ...nutritionFields.map((field) => formatNutrition(field, row[field]))].join(' ');

export const dessertRowId = (row: Dessert): string => String(row.id);

const col = dataTableColumnHelper<Dessert>();

/** The name column: sortable text, its title says the figures are per 100 g. */
export function dessertNameColumn(t: TFunction<'tables'>) {
  return col.accessor('name', {
    meta: { label: t('columns.name') },
    header: ({ header }) => createElement(DataTableColumnHeader<Dessert>, { header, children: t('columns.name') }),
    sortFn: 'text',
    cell: ({ getValue }) => createElement('span', { className: 'font-medium text-foreground' }, getValue()),
  });
}

/** One sortable figure column, e.g. calories. */
export function nutritionColumn(t: TFunction<'tables'>, field: NutritionField) {
  return col.accessor(field, {
    meta: { label: t(`columns.${field}`) },
    header: ({ header }) =>
      createElement(DataTableColumnHeader<Dessert>, { header, align: 'end', children: t(`columns.${field}`) }),
    sortFn: 'basic',
    cell: ({ getValue }) =>
      createElement('span', { className: 'block text-end tabular-nums' }, formatNutrition(field, getValue())),
  });
}

/** Name and every figure. */
export function dessertColumns(t: TFunction<'tables'>): DataTableColumns<Dessert> {
  return [dessertNameColumn(t), ...nutritionFields.map((field) => nutritionColumn(t, field))];
}
