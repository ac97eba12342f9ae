import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { listLoadState } from '@/components/data-table/list-load-state';
import { useListView } from '@/components/data-table/list-view';
import { useConfirmDelete } from '@/components/data-table/use-confirm-delete';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useDeleteRestaurantOrders } from '../api/delete-restaurant-order';
import { useRestaurantOrders } from '../api/get-restaurant-orders';
import { useSetRestaurantOrdersStatus } from '../api/set-restaurant-order-status';
import type { RestaurantOrder, RestaurantPaymentMethod, RestaurantStatus } from '../types';
import { restaurantOrderName } from './restaurant-order-columns';
import { RestaurantOrdersTable, restaurantOrderFilterValues, restaurantOrdersListId } from './restaurant-orders-table';

/**
 * The restaurant orders wired to the API: the search and filters in the address go to
 * GET /restaurant/orders as q, status and payMethod; the selection's "Set status" sends
 * PATCH /restaurant/orders/:id, its "Delete" DELETE /restaurant/orders/:id after confirmation.
 */
export function RestaurantOrdersCard() {
  const { t } = useTranslation('restaurant');
  // The same view the table keeps in the address, read here to ask the server for it.
  const [view] = useListView({ id: restaurantOrdersListId, filters: restaurantOrderFilterValues });
  const query = useRestaurantOrders({
    q: view.search.trim() || undefined,
    status: view.filters.status as RestaurantStatus | undefined,
    payMethod: view.filters.paymentMethod as RestaurantPaymentMethod | undefined,
  });
  const remove = useDeleteRestaurantOrders();
  const setStatus = useSetRestaurantOrdersStatus();
  const searchId = useId();

  const confirmDelete = useConfirmDelete<RestaurantOrder>({
    title: (rows) =>
      rows.length === 1
        ? t('orders.delete.title', { id: rows[0]?.id })
        : t('orders.delete.titleMany', { count: rows.length }),
    description: (rows) =>
      rows.length === 1
        ? t('orders.delete.description', { customer: rows[0]?.customerName })
        : t('orders.delete.descriptionMany', { count: rows.length }),
    rowName: restaurantOrderName,
    onDelete: async (rows) => {
      await remove.mutateAsync(rows.map((order) => order.id));
      toast.success(
        rows.length === 1
          ? t('orders.delete.done', { id: rows[0]?.id })
          : t('orders.delete.doneMany', { count: rows.length }),
      );
    },
    fallbackFocus: () => document.getElementById(searchId),
  });

  const changeStatus = useCallback(
    (orders: RestaurantOrder[], status: RestaurantStatus) =>
      setStatus.mutate(
        { ids: orders.map((order) => order.id), status },
        {
          onSuccess: () =>
            toast.success(t('orders.statusSet', { count: orders.length, status: t(`statuses.${status}`) })),
          onError: (error) => toast.error(apiErrorMessage(error) ?? t('orders.statusFailed')),
        },
      ),
    [setStatus, t],
  );

  return (
    <>
      <RestaurantOrdersTable
        orders={query.data ?? []}
        {...listLoadState(query)}
        onDelete={confirmDelete.ask}
        onStatusChange={changeStatus}
        busy={setStatus.isPending}
        searchId={searchId}
      />
      {confirmDelete.dialog}
    </>
  );
}
