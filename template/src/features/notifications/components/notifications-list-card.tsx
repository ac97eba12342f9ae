import { CheckCheck } from 'lucide-react';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTableCard, type DataTableFilter } from '@/components/data-table/data-table-card';
import type { BulkStatusChange } from '@/components/data-table/data-table-selection';
import { listLoadState } from '@/components/data-table/list-load-state';
import { useConfirmDelete } from '@/components/data-table/use-confirm-delete';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { useListTable } from '@/components/data-table/use-list-table';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useDeleteNotifications, useSetNotificationsRead } from '../api/bulk';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { notificationTypes, type Notification } from '../types';
import { notificationColumns, notificationStatuses } from './notification-columns';
import { NotificationsStatusFilter } from './notifications-status-filter';

const getRowId = (n: Notification) => String(n.id);

/**
 * Every notification of the signed-in user as a list: search, a type filter and "All / Unread /
 * Read" with their counts, sorting and pages in the address, CSV, "Mark all as read", and read,
 * unread and delete for a row or the selection (a delete asks first). The list is the bell's own
 * (one cache), so both always agree.
 */
export function NotificationsListCard() {
  const { t, i18n } = useTranslation('notifications');
  const { t: common } = useTranslation('common');
  const query = useNotifications();
  const list = query.data ?? [];
  const unread = list.some((n) => !n.isRead);
  const setRead = useSetNotificationsRead();
  const remove = useDeleteNotifications();
  const markAll = useMarkAllRead();
  const searchId = useId();
  const labels = useDataTableLabels({
    search: t('list.search'),
    pagination: t('list.pagination'),
    empty: t('list.empty'),
    noMatches: t('list.noMatches'),
    loading: t('list.loading'),
    error: t('list.error'),
  });
  const rowName = useCallback(
    (n: Notification) => `${common(`notifications.types.${n.type}`)}: ${n.message}`,
    [common],
  );

  const confirmDelete = useConfirmDelete<Notification>({
    title: (rows) =>
      rows.length === 1 ? t('deleteDialog.title') : t('deleteDialog.titleMany', { count: rows.length }),
    description: () => t('deleteDialog.description'),
    rowName,
    onDelete: async (rows) => {
      await remove.mutateAsync(rows.map((n) => n.id));
      toast.success(t('deleteDialog.done', { count: rows.length }));
    },
    fallbackFocus: () => document.getElementById(searchId),
  });

  const { ask } = confirmDelete;
  const markRows = useCallback(
    (rows: readonly Notification[], isRead: boolean) =>
      setRead.mutate(
        { ids: rows.map((n) => n.id), isRead },
        {
          onSuccess: () =>
            toast.success(t('statusSet', { count: rows.length, status: t(`status.${isRead ? 'read' : 'unread'}`) })),
          onError: (error) => toast.error(apiErrorMessage(error) ?? t('statusFailed')),
        },
      ),
    [setRead, t],
  );

  // Both filters keep their value in the address; the toolbar draws the type as a select and the
  // status as the "All / Unread / Read" buttons above the table.
  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        columnId: 'type',
        label: t('columns.type'),
        allLabel: t('filters.allTypes'),
        options: notificationTypes.map((type) => ({ value: type, label: common(`notifications.types.${type}`) })),
      },
      {
        columnId: 'status',
        label: t('columns.status'),
        allLabel: t('filters.allStatuses'),
        options: notificationStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the language
    [t, common, i18n.language],
  );
  const columns = useMemo(
    () =>
      notificationColumns(t, common, labels, rowName, {
        onToggleRead: (n) => markRows([n], !n.isRead),
        onDelete: (n) => ask([n]),
      }),
    [t, common, labels, rowName, markRows, ask],
  );
  const searchText = useCallback((n: Notification) => rowName(n), [rowName]);
  const table = useListTable({
    listId: 'notifications',
    data: list,
    columns,
    getRowId,
    filters,
    searchText,
    defaultSort: { id: 'timestamp', desc: true },
    enableRowSelection: true,
  });
  const statusChange = useMemo<BulkStatusChange<Notification>>(
    () => ({
      label: t('setStatus'),
      options: filters[1]!.options,
      onChange: (rows, value) => markRows(rows, value === 'read'),
    }),
    [t, filters, markRows],
  );

  return (
    <>
      <DataTableCard
        table={table}
        labels={labels}
        title={t('list.title')}
        exportName="notifications"
        filters={filters.slice(0, 1)}
        actions={
          <Button
            variant="tonal"
            color="success"
            disabled={!unread || markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, {
                onSuccess: () => toast.success(t('allRead')),
                onError: (error) => toast.error(apiErrorMessage(error) ?? t('statusFailed')),
              })
            }
          >
            <CheckCheck aria-hidden />
            {t('markAllRead')}
          </Button>
        }
        onDeleteSelected={confirmDelete.ask}
        statusChange={statusChange}
        busy={setRead.isPending || remove.isPending || markAll.isPending}
        {...listLoadState(query)}
        searchId={searchId}
        data-testid="notifications-table"
      >
        <NotificationsStatusFilter table={table} notifications={query.data} />
      </DataTableCard>
      {confirmDelete.dialog}
    </>
  );
}
