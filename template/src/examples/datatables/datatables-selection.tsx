/**
 * Rows picked with checkboxes: the header box takes the whole page, Shift+click a range. The choice
 * is kept by row id across pages and sorts, and sums up under the table.
 */
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientTable, type DataTableColumns } from '@/components/data-table/client-table';
import { DataTable } from '@/components/data-table/data-table';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { selectionColumn } from '@/components/data-table/data-table-selection';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { apiErrorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { dessertColumns, dessertRowId, dessertSearchText } from '@/examples/desserts/dessert-columns';
import { useDesserts, type Dessert } from '@/examples/desserts/desserts-api';
import { retryingAfterFailure } from '@/lib/retrying';

const none: Dessert[] = [];
/** Chips shown before the rest is summed up as "+12 more". */
const chipLimit = 8;

export function DatatablesSelection() {
  const { t, i18n } = useTranslation('tables');
  const titleId = useId();
  const labels = useDataTableLabels({ search: t('search'), noMatches: t('noMatches'), loading: t('loading') });
  const rows = useDesserts();
  const columns = useMemo<DataTableColumns<Dessert>>(
    () => [selectionColumn<Dessert>(labels, (row) => row.name), ...dessertColumns(t)],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles and figures follow the language
    [t, labels, i18n.language],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- figures are searched as shown, in the language
  const searchText = useCallback((row: Dessert) => dessertSearchText(row), [i18n.language]);
  const table = useClientTable({
    data: rows.data ?? none,
    columns,
    searchText,
    getRowId: dessertRowId,
    enableRowSelection: true,
  });
  const selected = table.getSelectedRowModel().rows;
  const calories = selected.reduce((sum, row) => sum + row.original.calories, 0);
  return (
    <div className="-mx-6">
      <span id={titleId} hidden>
        {t('datatables.names.selection')}
      </span>
      <DataTableToolbar
        className="px-6 pt-0"
        searchLabel={labels.search}
        value={String(table.state.globalFilter ?? '')}
        onValueChange={(value) => table.setGlobalFilter(value)}
      />
      <DataTable
        table={table}
        labels={labels}
        labelledBy={titleId}
        loading={rows.isPending}
        error={rows.isError ? (apiErrorMessage(rows.error) ?? rows.error.message) : null}
        onRetry={() => void rows.refetch()}
        retrying={retryingAfterFailure(rows)}
      />
      <section
        aria-label={t('selection.summary')}
        className="flex flex-wrap items-center gap-2 border-t border-border bg-primary/6 px-6 py-3 text-sm"
      >
        <p role="status" className="me-2 font-medium">
          {selected.length
            ? t('selection.chosen', {
                count: selected.length,
                formatted: formatNumber(selected.length),
                calories: formatNumber(calories),
              })
            : t('selection.none')}
        </p>
        {selected.slice(0, chipLimit).map((row) => (
          <Chip
            key={row.id}
            size="sm"
            onRemove={() => row.toggleSelected(false)}
            removeLabel={t('selection.remove', { name: row.original.name })}
          >
            {row.original.name}
          </Chip>
        ))}
        {selected.length > chipLimit && (
          <span className="text-muted-foreground">
            {t('selection.more', {
              count: selected.length - chipLimit,
              formatted: formatNumber(selected.length - chipLimit),
            })}
          </span>
        )}
        {selected.length > 0 && (
          <Button variant="text" size="sm" className="ms-auto" onClick={() => table.resetRowSelection()}>
            {t('selection.clear')}
          </Button>
        )}
      </section>
      <DataTablePagination table={table} labels={labels} />
    </div>
  );
}
