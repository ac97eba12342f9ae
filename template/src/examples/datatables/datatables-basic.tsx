/**
 * Client-side: every row arrives once (GET datatable/rows), then sorting, search and paging run in
 * the browser. Click a title to sort (ascending, descending, off); the CSV holds the current view.
 */
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientTable } from '@/components/data-table/client-table';
import { DataTable } from '@/components/data-table/data-table';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { DataTableExportButton, DataTableViewOptions } from '@/components/data-table/data-table-view-options';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { apiErrorMessage } from '@/lib/api-client';
import { dessertColumns, dessertRowId, dessertSearchText } from '@/examples/desserts/dessert-columns';
import { useDesserts, type Dessert } from '@/examples/desserts/desserts-api';
import { retryingAfterFailure } from '@/lib/retrying';

const none: Dessert[] = [];

export function DatatablesBasic() {
  const { t, i18n } = useTranslation('tables');
  const titleId = useId();
  const labels = useDataTableLabels({ search: t('search'), noMatches: t('noMatches'), loading: t('loading') });
  const rows = useDesserts();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles and figures follow the language
  const columns = useMemo(() => dessertColumns(t), [t, i18n.language]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- figures are searched as shown, in the language
  const searchText = useCallback((row: Dessert) => dessertSearchText(row), [i18n.language]);
  const table = useClientTable({ data: rows.data ?? none, columns, searchText, getRowId: dessertRowId });
  return (
    <div className="-mx-6">
      <span id={titleId} hidden>
        {t('datatables.names.basic')}
      </span>
      <DataTableToolbar
        className="px-6 pt-0"
        searchLabel={labels.search}
        value={String(table.state.globalFilter ?? '')}
        onValueChange={(value) => table.setGlobalFilter(value)}
      >
        <div className="flex gap-2 sm:ms-auto">
          <DataTableViewOptions table={table} labels={labels} />
          <DataTableExportButton table={table} labels={labels} filename="desserts" />
        </div>
      </DataTableToolbar>
      <DataTable
        table={table}
        labels={labels}
        labelledBy={titleId}
        loading={rows.isPending}
        error={rows.isError ? (apiErrorMessage(rows.error) ?? rows.error.message) : null}
        onRetry={() => void rows.refetch()}
        retrying={retryingAfterFailure(rows)}
      />
      <DataTablePagination table={table} labels={labels} />
    </div>
  );
}
