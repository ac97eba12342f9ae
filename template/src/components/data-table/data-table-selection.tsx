import { Tags, Trash2, X } from 'lucide-react';
import type { RowData } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
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

/** A bulk status change offered on the selection ("Set status" menu). */
export interface BulkStatusChange<TData> {
  /** The menu button's text, e.g. "Set status". */
  label: string;
  options: readonly { value: string; label: string }[];
  /** Saves the status on the selected rows; a rejection is reported by the caller. */
  onChange: (rows: TData[], value: string) => void;
}

export interface DataTableSelectionBarProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  labels: DataTableLabels;
  /** Called with the selected rows' data; the caller confirms and deletes. */
  onDelete?: (rows: TData[]) => void;
  /** Offers a status change for the selection. */
  statusChange?: BulkStatusChange<TData>;
  /** Further menus of the same kind after it (e.g. "Assign role"). @default [] */
  bulkMenus?: readonly BulkStatusChange<TData>[];
  /** Disable the buttons while an action runs. @default false */
  busy?: boolean;
  className?: string;
}

/** "3 selected", the bulk actions and a way to clear the selection; nothing while no row is selected. */
export function DataTableSelectionBar<TData extends RowData>({
  table,
  labels,
  onDelete,
  statusChange,
  bulkMenus = [],
  busy = false,
  className,
}: DataTableSelectionBarProps<TData>) {
  const selected = table.getSelectedRowModel().rows;
  if (selected.length === 0) return null;
  const data = () => selected.map((row) => row.original);
  const menus = statusChange ? [statusChange, ...bulkMenus] : bulkMenus;
  return (
    <div
      data-slot="data-table-selection-bar"
      className={cn(
        'flex flex-wrap items-center gap-3 border-t border-border bg-primary/8 px-6 py-2 text-sm',
        className,
      )}
    >
      <p role="status" className="font-medium">
        {labels.selected(selected.length)}
      </p>
      {menus.map((menu) => (
        <DropdownMenu key={menu.label}>
          <DropdownMenuTrigger asChild>
            <Button size="sm" variant="tonal" color="secondary" disabled={busy}>
              <Tags aria-hidden />
              {menu.label}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            {menu.options.map((option) => (
              <DropdownMenuItem key={option.value} onSelect={() => menu.onChange(data(), option.value)}>
                {option.label}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ))}
      {onDelete && (
        <Button size="sm" variant="tonal" color="error" disabled={busy} onClick={() => onDelete(data())}>
          <Trash2 aria-hidden />
          {labels.deleteSelected}
        </Button>
      )}
      <Button size="sm" variant="text" color="secondary" className="ms-auto" onClick={() => table.resetRowSelection()}>
        <X aria-hidden />
        {labels.clearSelection}
      </Button>
    </div>
  );
}
