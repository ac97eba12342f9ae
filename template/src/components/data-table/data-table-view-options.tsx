import { Columns3, Download } from 'lucide-react';
import type { RowData } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { DataTableInstance } from './client-table';
import { downloadText, tableToCsv } from './csv';
import type { DataTableLabels } from './labels';

export interface DataTableViewOptionsProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  labels: DataTableLabels;
}

/** The "Columns" menu: a checkbox per column that can be hidden (named by `meta.label`). */
export function DataTableViewOptions<TData extends RowData>({ table, labels }: DataTableViewOptionsProps<TData>) {
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide() && column.columnDef.meta?.label);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" color="secondary">
          <Columns3 aria-hidden />
          {labels.columns}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-48">
        <DropdownMenuLabel>{labels.columns}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {columns.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            onCheckedChange={(value) => column.toggleVisibility(value)}
            // Keep the menu open to toggle several columns in a row.
            onSelect={(event) => event.preventDefault()}
          >
            {column.columnDef.meta?.label}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export interface DataTableExportButtonProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  labels: DataTableLabels;
  /** File name without the extension. */
  filename: string;
}

/** Downloads the current view (search, filters, sort and visible columns) as a CSV file. */
export function DataTableExportButton<TData extends RowData>({
  table,
  labels,
  filename,
}: DataTableExportButtonProps<TData>) {
  return (
    <Button variant="outline" color="secondary" onClick={() => downloadText(`${filename}.csv`, tableToCsv(table))}>
      <Download aria-hidden />
      {labels.exportCsv}
    </Button>
  );
}
