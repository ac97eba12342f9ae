import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListLoadState } from '@/components/data-table/list-load-state';
import { DataTableCard, type DataTableFilter } from '@/components/data-table/data-table-card';
import { useListTable } from '@/components/data-table/use-list-table';
import { useCan } from '@/lib/ability';
import { invoiceStatuses, type Invoice } from '../types';
import { invoiceColumns, invoiceSearchText } from './invoice-columns';
import { InvoiceStatusFilter } from './invoice-status-filter';
import { useInvoiceTableLabels } from './use-invoice-table-labels';

export interface InvoicesTableProps extends ListLoadState {
  invoices: readonly Invoice[];
  /** Delete asked for these invoices (a row's button, or the selection): the caller confirms. */
  onDelete: (invoices: Invoice[]) => void;
}

const getRowId = (invoice: Invoice) => invoice.id;
// The status chips set this filter (with their counts), so the card shows no select for it.
const statusFilter: DataTableFilter[] = [
  { columnId: 'status', label: '', allLabel: '', options: invoiceStatuses.map((value) => ({ value, label: value })) },
];

/** The invoice list: status chips, search, sortable columns, selection, CSV, row actions and pages. */
export function InvoicesTable({ invoices, loading, error, onRetry, retrying, onDelete }: InvoicesTableProps) {
  const { t, i18n } = useTranslation('invoices');
  const labels = useInvoiceTableLabels();
  // The role's rules decide which row actions show (the routes and the API refuse the rest anyway).
  const editable = useCan('update', 'Invoice');
  const deletable = useCan('delete', 'Invoice');
  const deleteOne = useCallback((invoice: Invoice) => onDelete([invoice]), [onDelete]);
  const columns = useMemo(
    () => invoiceColumns(t, labels, { editable, onDelete: deletable ? deleteOne : undefined }),
    // Headers, chips and search text follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, labels, deleteOne, editable, deletable, i18n.language],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const searchText = useCallback((invoice: Invoice) => invoiceSearchText(invoice, t), [t, i18n.language]);
  const table = useListTable({
    listId: 'invoices',
    data: invoices,
    columns,
    searchText,
    getRowId,
    filters: statusFilter,
    enableRowSelection: true,
  });
  const status = table.getColumn('status');
  return (
    <DataTableCard
      table={table}
      labels={labels}
      title={t('list.tableTitle')}
      exportName="invoices"
      onDeleteSelected={deletable ? onDelete : undefined}
      loading={loading}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
      data-testid="invoices-table"
    >
      <InvoiceStatusFilter
        className="px-6 pb-4"
        invoices={invoices}
        value={(status?.getFilterValue() as Invoice['status'] | undefined) ?? 'all'}
        onValueChange={(next) => status?.setFilterValue(next === 'all' ? undefined : next)}
      />
    </DataTableCard>
  );
}
