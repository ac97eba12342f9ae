import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { useMountOnceWanted } from '@/hooks/use-mount-once-wanted';
import { apiErrorMessage } from '@/lib/api-client';
import { useDeleteOrder } from '../api/delete-order';
import { useOrders } from '../api/get-orders';
import { useUpdateOrder, type OrderChange } from '../api/update-order';
import { OrdersTable } from './orders-table';

// The dialogs (and the edit form's library) load when an order is first edited or deleted: most
// visits to a screen with the table never open them.
const EditOrderDialog = lazy(() => import('./edit-order-dialog').then((m) => ({ default: m.EditOrderDialog })));
const DeleteOrderDialog = lazy(() => import('./delete-order-dialog').then((m) => ({ default: m.DeleteOrderDialog })));

/** The orders table wired to the API: loads GET /orders, confirms and sends DELETE /orders/:id. */
export function OrdersCard({ pageSize }: { pageSize?: number }) {
  const { t } = useTranslation('orders');
  const query = useOrders();
  const remove = useDeleteOrder();
  const [pending, setPending] = useState<number | null>(null);
  // The row whose menu opened the dialog: focus goes back to its ⋮ button (or to the search box once it is gone).
  const lastRow = useRef<number | null>(null);
  const askDelete = useCallback((orderId: number) => {
    lastRow.current = orderId;
    setPending(orderId);
  }, []);
  const order = query.data?.find((o) => o.orderId === pending);
  const update = useUpdateOrder();
  const [editing, setEditing] = useState<number | null>(null);
  const edited = query.data?.find((o) => o.orderId === editing) ?? null;
  const askEdit = useCallback((orderId: number) => {
    lastRow.current = orderId;
    setEditing(orderId);
  }, []);
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

  const mountEdit = useMountOnceWanted(editing !== null);
  const mountDelete = useMountOnceWanted(pending !== null);

  const confirm = () => {
    if (pending === null) return;
    const id = pending;
    remove.mutate(id, {
      onSuccess: () => {
        setPending(null);
        toast.success(t('delete.done', { id }));
      },
      onError: (error) => toast.error(apiErrorMessage(error) ?? t('delete.failed', { id })),
    });
  };

  return (
    <>
      <OrdersTable
        orders={query.data ?? []}
        pageSize={pageSize}
        loading={query.isPending}
        error={query.isError ? (apiErrorMessage(query.error) ?? query.error.message) : null}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        onDelete={askDelete}
        onEdit={askEdit}
      />
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
      {mountDelete && (
        <Suspense fallback={null}>
          <DeleteOrderDialog
            orderId={pending}
            customer={order?.customer}
            deleting={remove.isPending}
            onConfirm={confirm}
            onCancel={() => setPending(null)}
            returnFocusTo={() =>
              document.getElementById(`order-actions-${lastRow.current ?? ''}`) ??
              document.querySelector<HTMLElement>('[data-testid="orders-table"] input[type="search"]')
            }
          />
        </Suspense>
      )}
    </>
  );
}
