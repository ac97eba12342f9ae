import type { RowData } from '@tanstack/react-table';
import type { DataTableInstance } from './client-table';

/** One CSV field: quoted when it holds a comma, quote or line break; formulas are defused. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
        ? String(value)
        : JSON.stringify(value);
  // A leading = + - @ makes spreadsheets run the cell as a formula (CSV injection).
  if (/^[=+\-@\t\r]/.test(text) && Number.isNaN(Number(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The current view as CSV: every row that passes the search and filters (all pages), in the
 * current sort, with the visible data columns. Headers come from `meta.label`, values from
 * `meta.exportValue` or the cell value.
 */
export function tableToCsv<TData extends RowData>(table: DataTableInstance<TData>): string {
  const columns = table.getVisibleLeafColumns().filter((column) => column.accessorFn);
  const header = columns.map((column) => csvField(column.columnDef.meta?.label ?? column.id));
  const lines = table.getPrePaginatedRowModel().rows.map((row) =>
    columns
      .map((column) => {
        const exportValue = column.columnDef.meta?.exportValue;
        return csvField(exportValue ? exportValue(row.original) : row.getValue(column.id));
      })
      .join(','),
  );
  return [header.join(','), ...lines].join('\r\n');
}

/** Saves text as a file through a temporary link (call from an event handler). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  // The byte order mark makes spreadsheet apps read the file as UTF-8 (accents, Arabic).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
