import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListLoadState } from '@/components/data-table/list-load-state';
import { DataTableCard, type DataTableFilter } from '@/components/data-table/data-table-card';
import type { BulkStatusChange } from '@/components/data-table/data-table-selection';
import { useListTable } from '@/components/data-table/use-list-table';
import { restaurantPaymentMethods, restaurantStatuses, type RestaurantOrder, type RestaurantStatus } from '../types';
import { restaurantOrderColumns } from './restaurant-order-columns';
import { useRestaurantOrderLabels } from './use-restaurant-labels';

/** Names the list: its columns and page size are remembered under `app-1-list-restaurant-orders`. */
export const restaurantOrdersListId = 'restaurant-orders';
/** The address's filters (`?status=On+Road&paymentMethod=Cash`) and the values each accepts. */
export const restaurantOrderFilterValues = { status: restaurantStatuses, paymentMethod: restaurantPaymentMethods };

export interface RestaurantOrdersTableProps extends ListLoadState {
  /** The server's answer for the search and filters in the address. */
  orders: readonly RestaurantOrder[];
  /** Delete asked for these orders: the caller confirms. */
  onDelete: (orders: RestaurantOrder[]) => void;
  /** "Set status" on the selection. */
  onStatusChange: (orders: RestaurantOrder[], status: RestaurantStatus) => void;
  /** A bulk action is running. @default false */
  busy?: boolean;
  /** id of the search box (focus lands there after a delete). */
  searchId?: string;
}

const getRowId = (order: RestaurantOrder) => order.id;

/**
 * The "Orders" card: "Search Order", status and payment filters (answered by the server), columns,
 * CSV, bulk delete and status, and pages. The search and filters are read from the address by the
 * caller, which asks the server; this table sorts and pages the answer.
 */
export function RestaurantOrdersTable({
  orders,
  loading,
  error,
  onRetry,
  retrying,
  onDelete,
  onStatusChange,
  busy,
  searchId,
}: RestaurantOrdersTableProps) {
  const { t, i18n } = useTranslation('restaurant');
  const labels = useRestaurantOrderLabels();
  // Headers, chips and dates follow the language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const columns = useMemo(() => restaurantOrderColumns(t, labels), [t, labels, i18n.language]);
  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        columnId: 'status',
        label: t('orders.status'),
        allLabel: t('orders.allStatuses'),
        options: restaurantOrderFilterValues.status.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
      },
      {
        columnId: 'paymentMethod',
        label: t('orders.payMethod'),
        allLabel: t('orders.allPayMethods'),
        options: restaurantOrderFilterValues.paymentMethod.map((m) => ({ value: m, label: t(`payMethods.${m}`) })),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the language
    [t, i18n.language],
  );
  const table = useListTable({
    listId: restaurantOrdersListId,
    data: orders,
    columns,
    getRowId,
    filters,
    enableRowSelection: true,
  });
  const statusChange = useMemo<BulkStatusChange<RestaurantOrder>>(
    () => ({
      label: t('orders.setStatus'),
      options: filters[0]!.options,
      onChange: (rows, value) => onStatusChange(rows, value as RestaurantStatus),
    }),
    [t, filters, onStatusChange],
  );
  return (
    <DataTableCard
      table={table}
      labels={labels}
      title={t('orders.title')}
      exportName="restaurant-orders"
      filters={filters}
      onDeleteSelected={onDelete}
      statusChange={statusChange}
      busy={busy}
      loading={loading}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
      searchId={searchId}
      data-testid="restaurant-orders"
    />
  );
}
