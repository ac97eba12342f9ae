import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listLoadState } from '@/components/data-table/list-load-state';
import { useNavigate } from 'react-router';
import { useConfirmDelete } from '@/components/data-table/use-confirm-delete';
import { toast } from '@/components/ui/toast';
import { usePreloadAfterPaint } from '@/hooks/use-after-paint';
import { apiErrorMessage } from '@/lib/api-client';
import { useDeleteUsers } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { useSetUsersStatus } from '../api/update-user';
import type { User, UserAccess } from '../types';
import { userProfileHref } from './user-links';
import { UsersTable } from './users-table';

export interface UsersCardProps {
  /** The "Add user" drawer is open (the screen's header button opens it). */
  adding: boolean;
  onAddingChange: (open: boolean) => void;
  /** Roles: each user's, a row's menu and the selection's "Assign role" (when the screen may manage roles). */
  access?: UserAccess;
  /** The role column is on its way (`access` follows): the list shows its loading rows meanwhile. */
  accessPending?: boolean;
}

// The drawer's form code (react-hook-form, zod) is not needed to show the list: it loads once the
// list has painted, and is certainly there by the time someone reaches for "Add user".
const loadAddSheet = () => import('./user-add-sheet');
const UserAddSheet = lazy(() => loadAddSheet().then((m) => ({ default: m.UserAddSheet })));

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/**
 * The user list wired to the API: GET /users, POST /user/add from the drawer (the new user is
 * brought into view), DELETE /user/delete/:id after confirmation, PATCH /user/:id for the selection's
 * status. Search, filters, sort and page live in the address, so they survive a visit to a profile and back.
 */
export function UsersCard({ adding, onAddingChange, access, accessPending = false }: UsersCardProps) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const query = useUsers();
  const remove = useDeleteUsers();
  const setStatus = useSetUsersStatus();
  const searchId = useId();
  const [revealId, setRevealId] = useState<number | null>(null);
  const users = query.data;
  usePreloadAfterPaint(loadAddSheet);
  // Mounted from the first opening on, so closing can animate.
  const [sheetMounted, setSheetMounted] = useState(adding);
  if (adding && !sheetMounted) setSheetMounted(true);
  const companies = useMemo(() => distinct((users ?? []).map((u) => u.company)), [users]);
  const roles = useMemo(() => distinct((users ?? []).map((u) => u.role)), [users]);

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

  const added = (user: User) => {
    onAddingChange(false);
    setRevealId(user.id);
    toast.success(t('add.done', { name: user.name }), {
      action: { label: t('add.viewProfile'), onClick: () => void navigate(userProfileHref(user.id)) },
    });
  };

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
      />
      {confirmDelete.dialog}
      {sheetMounted && (
        <Suspense fallback={null}>
          <UserAddSheet
            open={adding}
            onOpenChange={onAddingChange}
            onAdded={added}
            companies={companies}
            roles={roles}
          />
        </Suspense>
      )}
    </>
  );
}
