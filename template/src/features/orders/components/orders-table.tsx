import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListLoadState } from '@/components/data-table/list-load-state';
import { DataTableCard, type DataTableFilter } from '@/components/data-table/data-table-card';
import type { BulkStatusChange } from '@/components/data-table/data-table-selection';
import { useListTable } from '@/components/data-table/use-list-table';
import { deliveryStatuses, type DeliveryStatus, type Order } from '../types';
import { orderColumns, orderSearchText } from './order-columns';
import { statusKey } from './order-status-chip';
import { useOrderTableLabels } from './use-order-table-labels';

export interface OrdersTableProps extends ListLoadState {
  orders: readonly Order[];
  /** Names the list for its remembered columns and page size. @default 'orders' */
  listId?: string;
  /** Prefix of its address parameters, when the list shares a screen (the CRM dashboard). @default '' */
  paramPrefix?: string;
  /** Rows per page to start with (6 on the CRM dashboard, 10 on the order list). @default 10 */
  pageSize?: number;
  /** Delete asked for these orders (a row's menu, or the selection): the caller confirms. */
  onDelete: (orders: Order[]) => void;
  /** Row menu "Edit": the caller opens the edit dialog. */
  onEdit: (orderId: number) => void;
  /** "Set status" on the selection. */
  onStatusChange: (orders: Order[], status: DeliveryStatus) => void;
  /** A bulk action is running. @default false */
  busy?: boolean;
  /** id for the search box (focus lands there after a delete). */
  searchId?: string;
}

const getRowId = (order: Order) => String(order.orderId);

/** The "Orders" card: "Search Order", status filter, columns, CSV, bulk actions, row menu and pages. */
export function OrdersTable({
  orders,
  listId = 'orders',
  paramPrefix,
  pageSize = 10,
  loading,
  error,
  onRetry,
  retrying,
  onDelete,
  onEdit,
  onStatusChange,
  busy,
  searchId,
}: OrdersTableProps) {
  const { t, i18n } = useTranslation('orders');
  const labels = useOrderTableLabels();
  const deleteOne = useCallback((order: Order) => onDelete([order]), [onDelete]);
  // Headers, chips and search text follow the language.
  const columns = useMemo(
    () => orderColumns(t, labels, deleteOne, onEdit),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, labels, deleteOne, onEdit, i18n.language],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const searchText = useCallback((order: Order) => orderSearchText(order, t), [t, i18n.language]);
  const statusOptions = useMemo(
    () => deliveryStatuses.map((status) => ({ value: status, label: t(`status.${statusKey(status)}`) })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the language
    [t, i18n.language],
  );
  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        columnId: 'deliveryStatus',
        label: t('columns.deliveryStatus'),
        allLabel: t('table.allStatuses'),
        options: statusOptions,
      },
    ],
    [t, statusOptions],
  );
  const table = useListTable({
    listId,
    paramPrefix,
    defaultPageSize: pageSize,
    data: orders,
    columns,
    searchText,
    getRowId,
    filters,
    enableRowSelection: true,
  });
  const statusChange = useMemo<BulkStatusChange<Order>>(
    () => ({
      label: t('table.setStatus'),
      options: statusOptions,
      onChange: (rows, value) => onStatusChange(rows, value as DeliveryStatus),
    }),
    [t, statusOptions, onStatusChange],
  );
  return (
    <DataTableCard
      table={table}
      labels={labels}
      title={t('table.title')}
      exportName="orders"
      filters={filters}
      onDeleteSelected={onDelete}
      statusChange={statusChange}
      busy={busy}
      loading={loading}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
      searchId={searchId}
      data-testid="orders-table"
    />
  );
}
