import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientTable } from '@/components/data-table/client-table';
import { DataTable } from '@/components/data-table/data-table';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { Card } from '@/components/ui/card';
import type { Invoice } from '../types';
import { invoiceColumns, invoiceSearchText } from './invoice-columns';
import { InvoiceStatusFilter, type InvoiceStatusFilterValue } from './invoice-status-filter';
import { useInvoiceTableLabels } from './use-invoice-table-labels';

export interface InvoicesTableProps {
  invoices: readonly Invoice[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  /** Row "Delete": the caller confirms and deletes. */
  onDelete: (id: string) => void;
}

const getRowId = (invoice: Invoice) => invoice.id;

/** The invoice list: status chips, search, sortable columns, row actions and pagination. */
export function InvoicesTable({ invoices, loading, error, onRetry, retrying, onDelete }: InvoicesTableProps) {
  const { t, i18n } = useTranslation('invoices');
  const titleId = useId();
  const labels = useInvoiceTableLabels();
  const [status, setStatus] = useState<InvoiceStatusFilterValue>('all');
  const shown = useMemo(
    () => (status === 'all' ? invoices : invoices.filter((i) => i.status === status)),
    [invoices, status],
  );
  // Headers, chips and search text follow the language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => invoiceColumns(t, onDelete), [t, onDelete, i18n.language]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const searchText = useCallback((invoice: Invoice) => invoiceSearchText(invoice, t), [t, i18n.language]);
  const table = useClientTable({ data: shown, columns, searchText, getRowId });
  return (
    <Card className="overflow-hidden" data-testid="invoices-table">
      <DataTableToolbar
        title={t('list.tableTitle')}
        titleId={titleId}
        searchLabel={labels.search}
        value={String(table.state.globalFilter ?? '')}
        onValueChange={(value) => table.setGlobalFilter(value)}
      />
      <InvoiceStatusFilter
        className="px-6 pb-4"
        invoices={invoices}
        value={status}
        onValueChange={(next) => {
          setStatus(next);
          table.setPageIndex(0);
        }}
      />
      <DataTable
        table={table}
        labels={labels}
        labelledBy={titleId}
        loading={loading}
        error={error}
        onRetry={onRetry}
        retrying={retrying}
      />
      <DataTablePagination table={table} labels={labels} />
    </Card>
  );
}
