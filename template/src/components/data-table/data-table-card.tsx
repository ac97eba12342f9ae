/**
 * The one list card every table list uses: title, search, facet filters, the screen's own actions,
 * "Columns" and "Export", the table with its loading / empty / error states, the selection's bulk
 * actions and the "Items per page:" / "Showing X to Y of Z entries" footer. Build the table with
 * `useListTable` (its view lives in the address) and hand it over with the texts.
 */
import { FilterX } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { DataTableInstance } from './client-table';
import { DataTable } from './data-table';
import { DataTableFacetFilter } from './data-table-facet-filter';
import { DataTablePagination } from './data-table-pagination';
import { DataTableSelectionBar, type BulkStatusChange } from './data-table-selection';
import { DataTableToolbar } from './data-table-toolbar';
import { DataTableExportButton, DataTableViewOptions } from './data-table-view-options';
import type { DataTableLabels } from './labels';
import type { ListLoadState } from './list-load-state';
import { useDeferredSearch } from './use-deferred-search';

/** A facet filter in the toolbar: a select of one column's values. */
export interface DataTableFilter {
  columnId: string;
  /** The select's name, e.g. "Status". */
  label: string;
  /** The "no filter" choice, e.g. "All statuses". */
  allLabel: string;
  options: readonly { value: string; label: string }[];
}

export interface DataTableCardProps<TData extends RowData> extends ListLoadState {
  table: DataTableInstance<TData>;
  labels: DataTableLabels;
  /** The card's heading (it names the table). */
  title: ReactNode;
  /** The CSV file's name, without `.csv`. */
  exportName: string;
  /** Facet filters shown after the search box. @default [] */
  filters?: readonly DataTableFilter[];
  /** The screen's own controls, after the filters (e.g. "Add product"). */
  actions?: ReactNode;
  /** Content between the toolbar and the table (e.g. status tabs). */
  children?: ReactNode;
  /** Bulk delete of the selection: open the confirmation (`useConfirmDelete().ask`). */
  onDeleteSelected?: (rows: TData[]) => void;
  /** Bulk status change of the selection. */
  statusChange?: BulkStatusChange<TData>;
  /** More bulk menus of the selection, after the status one (e.g. "Assign role"). */
  bulkMenus?: readonly BulkStatusChange<TData>[];
  /** A bulk action is running. @default false */
  busy?: boolean;
  /** Page sizes offered. @default [10, 25, 50, 100] */
  pageSizes?: readonly number[];
  /** id of the search box, e.g. to bring focus back to it after a delete. */
  searchId?: string;
  className?: string;
  'data-testid'?: string;
}

export function DataTableCard<TData extends RowData>({
  table,
  labels,
  title,
  exportName,
  filters = [],
  actions,
  children,
  onDeleteSelected,
  statusChange,
  bulkMenus,
  busy,
  loading,
  error,
  onRetry,
  retrying,
  pageSizes,
  searchId,
  className,
  'data-testid': testId,
}: DataTableCardProps<TData>) {
  const titleId = useId();
  const [searchText, setSearchText] = useDeferredSearch(String(table.state.globalFilter ?? ''), (text) =>
    table.setGlobalFilter(text),
  );
  const filtered = (table.state.columnFilters?.length ?? 0) > 0;
  return (
    <Card className={cn('overflow-hidden', className)} data-slot="data-table-card" data-testid={testId}>
      <DataTableToolbar
        title={title}
        titleId={titleId}
        searchLabel={labels.search}
        searchId={searchId}
        value={searchText}
        onValueChange={setSearchText}
      >
        {filters.length > 0 && (
          <div role="group" aria-label={labels.filters} className="flex flex-wrap items-center gap-3">
            {filters.map((filter) => (
              <DataTableFacetFilter key={filter.columnId} table={table} {...filter} />
            ))}
            {filtered && (
              <Button variant="text" color="secondary" onClick={() => table.resetColumnFilters()}>
                <FilterX aria-hidden />
                {labels.clearFilters}
              </Button>
            )}
          </div>
        )}
        {actions}
        <div className="flex items-center gap-3 sm:ms-auto">
          <DataTableViewOptions table={table} labels={labels} />
          <DataTableExportButton table={table} labels={labels} filename={exportName} />
        </div>
      </DataTableToolbar>
      {children}
      <DataTable
        table={table}
        labels={labels}
        labelledBy={titleId}
        loading={loading}
        error={error}
        onRetry={onRetry}
        retrying={retrying}
      />
      <DataTableSelectionBar
        table={table}
        labels={labels}
        onDelete={onDeleteSelected}
        statusChange={statusChange}
        bulkMenus={bulkMenus}
        busy={busy}
      />
      <DataTablePagination table={table} labels={labels} sizes={pageSizes} className="border-t border-border" />
    </Card>
  );
}
