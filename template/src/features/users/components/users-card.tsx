import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { listLoadState } from '@/components/data-table/list-load-state';
import { useConfirmDelete } from '@/components/data-table/use-confirm-delete';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useDeleteUsers } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useSetUsersStatus } from '../api/update-user';
import type { User, UserAccess } from '../types';
import { UsersTable } from './users-table';

export interface UsersCardProps {
  /** A user to bring into view (one just added): search, filters and sort are cleared, first page. */
  revealId?: number | null;
  /** Roles: each user's, a row's menu and the selection's "Assign role" (when the screen may manage roles). */
  access?: UserAccess;
  /**
   * The role column is on its way (`access` follows): the list lays it out and shows its loading
   * rows meanwhile, so the rows come once, at their final widths.
   */
  accessPending?: boolean;
}

/**
 * The user list wired to the API: GET /users, DELETE /user/delete/:id after confirmation, PATCH
 * /user/:id for the selection's status; a user just added (UserAddButton) is brought into view. Search, filters, sort and page live in the address, so they survive a visit to a profile and back.
 */
export function UsersCard({ revealId, access, accessPending = false }: UsersCardProps) {
  const { t } = useTranslation('users');
  const query = useUsers();
  const remove = useDeleteUsers();
  const setStatus = useSetUsersStatus();
  const searchId = useId();
  const users = query.data;

  const confirmDelete = useConfirmDelete<User>({
    title: (rows) =>
      rows.length === 1 ? t('delete.titleOne', { name: rows[0]?.name }) : t('delete.titleMany', { count: rows.length }),
    description: (rows) => t('delete.description', { count: rows.length }),
    rowName: (user) => user.name,
    onDelete: async (rows) => {
      await remove.mutateAsync(rows.map((u) => u.id));
      toast.success(
        rows.length === 1 ? t('delete.doneOne', { name: rows[0]?.name }) : t('delete.doneMany', { count: rows.length }),
      );
    },
    fallbackFocus: () => document.getElementById(searchId),
  });

  const changeStatus = useCallback(
    (chosen: User[], status: User['status']) =>
      setStatus.mutate(
        { ids: chosen.map((u) => u.id), status },
        {
          onSuccess: () => toast.success(t('list.statusSet', { count: chosen.length, status: t(`status.${status}`) })),
          onError: (error) => toast.error(apiErrorMessage(error) ?? t('list.statusFailed')),
        },
      ),
    [setStatus, t],
  );

  const listState = listLoadState(query);
  const load = { ...listState, loading: listState.loading || accessPending };

  return (
    <>
      <UsersTable
        users={users ?? []}
        {...load}
        onDelete={confirmDelete.ask}
        onStatusChange={changeStatus}
        busy={setStatus.isPending}
        searchId={searchId}
        revealId={revealId}
        access={access}
        accessPending={accessPending}
      />
      {confirmDelete.dialog}
    </>
  );
}
