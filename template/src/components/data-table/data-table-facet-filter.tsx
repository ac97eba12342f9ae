import { useId } from 'react';
import type { RowData } from '@tanstack/react-table';
import { NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { DataTableInstance } from './client-table';

export interface DataTableFacetFilterProps<TData extends RowData> {
  table: DataTableInstance<TData>;
  /** The column to filter (give it `filterFn: 'equalsString'`). */
  columnId: string;
  /** The select's visible label, e.g. "Status". */
  label: string;
  /** The "no filter" choice, e.g. "All statuses". */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  className?: string;
}

/** A per-column filter: a select of the column's values (native, so keyboard and phones work as usual). */
export function DataTableFacetFilter<TData extends RowData>({
  table,
  columnId,
  label,
  allLabel,
  options,
  className,
}: DataTableFacetFilterProps<TData>) {
  const id = useId();
  const column = table.getColumn(columnId);
  const value = (column?.getFilterValue() as string | undefined) ?? '';
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => column?.setFilterValue(e.target.value || undefined)}
        // A set width: sized to its widest option, it would widen when the rows (and their options)
        // arrive and push the toolbar's other controls aside. A longer choice is cut at the end.
        className="w-40 max-w-full"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
