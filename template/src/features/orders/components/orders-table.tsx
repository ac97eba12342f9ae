import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientTable } from '@/components/data-table/client-table';
import { DataTable } from '@/components/data-table/data-table';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { DataTableViewOptions } from '@/components/data-table/data-table-view-options';
import { Card } from '@/components/ui/card';
import type { Order } from '../types';
import { orderColumns, orderSearchText } from './order-columns';
import { useOrderTableLabels } from './use-order-table-labels';

export interface OrdersTableProps {
  orders: readonly Order[];
  /** Rows per page to start with (6 on the CRM dashboard, 10 on the order list). @default 10 */
  pageSize?: number;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  /** Row menu "Delete": the caller confirms and deletes. */
  onDelete: (orderId: number) => void;
  /** Row menu "Edit": the caller opens the edit dialog. */
  onEdit: (orderId: number) => void;
  /** id for the search box (focus lands there after a delete). */
  searchId?: string;
}

const getRowId = (order: Order) => String(order.orderId);

/** The "Orders" card: title, "Search Order", sortable columns, row menu and pagination. */
export function OrdersTable({
  orders,
  pageSize = 10,
  loading,
  error,
  onRetry,
  retrying,
  onDelete,
  onEdit,
}: OrdersTableProps) {
  const { t, i18n } = useTranslation('orders');
  const titleId = useId();
  const labels = useOrderTableLabels();
  // Headers, chips and search text follow the language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => orderColumns(t, onDelete, onEdit), [t, onDelete, onEdit, i18n.language]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const searchText = useCallback((order: Order) => orderSearchText(order, t), [t, i18n.language]);
  const table = useClientTable({ data: orders, columns, searchText, getRowId, pageSize });
  return (
    <Card className="overflow-hidden" data-testid="orders-table">
      <DataTableToolbar
        title={t('table.title')}
        titleId={titleId}
        searchLabel={labels.search}
        value={String(table.state.globalFilter ?? '')}
        onValueChange={(value) => table.setGlobalFilter(value)}
      >
        <DataTableViewOptions table={table} labels={labels} />
      </DataTableToolbar>
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
