import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listLoadState } from '@/components/data-table/list-load-state';
import { useConfirmDelete } from '@/components/data-table/use-confirm-delete';
import { toast } from '@/components/ui/toast';
import { useMountOnceWanted } from '@/hooks/use-mount-once-wanted';
import { apiErrorMessage } from '@/lib/api-client';
import { useDeleteOrders } from '../api/delete-order';
import { useOrders } from '../api/get-orders';
import { useSetOrdersStatus, useUpdateOrder, type OrderChange } from '../api/update-order';
import type { DeliveryStatus, Order } from '../types';
import { statusKey } from './order-status-chip';
import { OrdersTable } from './orders-table';

// The edit dialog (and its form library) loads when an order is first edited: most visits to a
// screen with the table never open it.
const EditOrderDialog = lazy(() => import('./edit-order-dialog').then((m) => ({ default: m.EditOrderDialog })));

export interface OrdersCardProps {
  /** @default 10 */
  pageSize?: number;
  /** Names the list for its remembered columns and page size. @default 'orders' */
  listId?: string;
  /** Prefix of its address parameters. @default '' */
  paramPrefix?: string;
}

/**
 * The orders table wired to the API: GET /orders, PATCH /orders/:id from the edit dialog and the
 * selection's "Set status", DELETE /orders/:id after confirmation.
 */
export function OrdersCard({ pageSize, listId, paramPrefix }: OrdersCardProps) {
  const { t } = useTranslation('orders');
  const query = useOrders();
  const remove = useDeleteOrders();
  const update = useUpdateOrder();
  const setStatus = useSetOrdersStatus();
  const searchId = useId();
  const [editing, setEditing] = useState<number | null>(null);
  const edited = query.data?.find((o) => o.orderId === editing) ?? null;
  // The row whose menu opened the edit dialog: focus goes back to its ⋮ button.
  const lastRow = useRef<number | null>(null);
  const askEdit = useCallback((orderId: number) => {
    lastRow.current = orderId;
    setEditing(orderId);
  }, []);
  const mountEdit = useMountOnceWanted(editing !== null);

  const confirmDelete = useConfirmDelete<Order>({
    title: (rows) =>
      rows.length === 1 ? t('delete.title', { id: rows[0]?.orderId }) : t('delete.titleMany', { count: rows.length }),
    description: (rows) =>
      rows.length === 1
        ? t('delete.description', { customer: rows[0]?.customer })
        : t('delete.descriptionMany', { count: rows.length }),
    rowName: (order) => `#${order.orderId} · ${order.customer}`,
    onDelete: async (rows) => {
      await remove.mutateAsync(rows.map((order) => order.orderId));
      toast.success(
        rows.length === 1 ? t('delete.done', { id: rows[0]?.orderId }) : t('delete.doneMany', { count: rows.length }),
      );
    },
    fallbackFocus: () => document.getElementById(searchId),
  });

  const save = (change: OrderChange) => {
    if (editing === null) return;
    const id = editing;
    update.mutate(
      { id, change },
      {
        onSuccess: () => {
          setEditing(null);
          toast.success(t('edit.done', { id }));
        },
        onError: (error) => toast.error(apiErrorMessage(error) ?? t('edit.failed', { id })),
      },
    );
  };

  const changeStatus = useCallback(
    (orders: Order[], status: DeliveryStatus) =>
      setStatus.mutate(
        { orders, status },
        {
          onSuccess: () =>
            toast.success(t('table.statusSet', { count: orders.length, status: t(`status.${statusKey(status)}`) })),
          onError: (error) => toast.error(apiErrorMessage(error) ?? t('table.statusFailed')),
        },
      ),
    [setStatus, t],
  );

  return (
    <>
      <OrdersTable
        orders={query.data ?? []}
        listId={listId}
        paramPrefix={paramPrefix}
        pageSize={pageSize}
        {...listLoadState(query)}
        onDelete={confirmDelete.ask}
        onEdit={askEdit}
        onStatusChange={changeStatus}
        busy={setStatus.isPending}
        searchId={searchId}
      />
      {confirmDelete.dialog}
      {mountEdit && (
        <Suspense fallback={null}>
          <EditOrderDialog
            order={edited}
            saving={update.isPending}
            onSave={save}
            onCancel={() => setEditing(null)}
            returnFocusTo={() => document.getElementById(`order-actions-${lastRow.current ?? ''}`)}
          />
        </Suspense>
      )}
    </>
  );
}
