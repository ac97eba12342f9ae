import { Trash2 } from 'lucide-react';
import type { RowData } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { dataTableColumnHelper, type DataTableInstance } from './client-table';
import type { DataTableLabels } from './labels';

/**
 * The checkbox column: the header box selects every row of the page (a dash when only some are),
 * each row box selects its row; Shift+click selects a range. `rowName` names each box for screen
 * readers ("Select iPhone 14").
 */
export function selectionColumn<TData extends RowData>(labels: DataTableLabels, rowName: (row: TData) => string) {
  return dataTableColumnHelper<TData>().display({
    id: 'select',
    enableHiding: false,
    enableSorting: false,
    header: ({ table }) => (
      <Checkbox
        aria-label={labels.selectAll}
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected()}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={labels.selectRow(rowName(row.original))}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  });
}

export interface DataTableSelectionBarProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  labels: DataTableLabels;
  /** Called with the selected rows' data; the caller confirms and deletes. */
  onDelete: (rows: TData[]) => void;
  /** Disable the button while a delete runs. @default false */
  deleting?: boolean;
  className?: string;
}

/** "3 selected" and a Delete button; renders nothing while no row is selected. */
export function DataTableSelectionBar<TData extends RowData>({
  table,
  labels,
  onDelete,
  deleting = false,
  className,
}: DataTableSelectionBarProps<TData>) {
  const selected = table.getSelectedRowModel().rows;
  if (selected.length === 0) return null;
  return (
    <div
      data-slot="data-table-selection-bar"
      className={cn('flex items-center gap-3 border-t border-border bg-primary/8 px-6 py-2 text-sm', className)}
    >
      <p role="status" className="font-medium">
        {labels.selected(selected.length)}
      </p>
      <Button
        size="sm"
        variant="tonal"
        color="error"
        disabled={deleting}
        onClick={() => onDelete(selected.map((row) => row.original))}
      >
        <Trash2 aria-hidden />
        {labels.deleteSelected}
      </Button>
    </div>
  );
}
