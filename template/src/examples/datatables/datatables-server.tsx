/**
 * Server-side: the backend sorts and pages (GET datatable/server with page, itemsPerPage and
 * sortBy), and the table shows the one page it got. The previous page stays in view, under a
 * progress bar, until the next one arrives.
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/data-table/data-table';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { useServerTable, type ServerTableQuery } from '@/components/data-table/server-table';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { Progress } from '@/components/ui/progress';
import { apiErrorMessage } from '@/lib/api-client';
import { dessertColumns, dessertRowId } from '@/examples/desserts/dessert-columns';
import { useDessertPage, type Dessert } from '@/examples/desserts/desserts-api';
import { retryingAfterFailure } from '@/lib/retrying';

const none: Dessert[] = [];

export function DatatablesServer() {
  const { t, i18n } = useTranslation('tables');
  const titleId = useId();
  const labels = useDataTableLabels({ loading: t('loading') });
  const [query, setQuery] = useState<ServerTableQuery>({ page: 1, itemsPerPage: 10 });
  const page = useDessertPage(query);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- titles and figures follow the language
  const columns = useMemo(() => dessertColumns(t), [t, i18n.language]);
  const table = useServerTable({
    data: page.data?.items ?? none,
    total: page.data?.total ?? 0,
    columns,
    getRowId: dessertRowId,
    query,
    onQueryChange: setQuery,
  });
  const refreshing = page.isPlaceholderData && page.isFetching;
  return (
    <div className="-mx-6" aria-busy={refreshing || undefined}>
      <span id={titleId} hidden>
        {t('datatables.names.server')}
      </span>
      <div className="h-0.5">{refreshing && <Progress label={t('loadingPage')} className="h-0.5 rounded-none" />}</div>
      <DataTable
        table={table}
        labels={labels}
        labelledBy={titleId}
        loading={page.isPending}
        error={page.isError ? (apiErrorMessage(page.error) ?? page.error.message) : null}
        onRetry={() => void page.refetch()}
        retrying={retryingAfterFailure(page)}
      />
      <DataTablePagination table={table} labels={labels} />
    </div>
  );
}
