import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { usePreloadAfterPaint } from '@/hooks/use-after-paint';
import { apiErrorMessage } from '@/lib/api-client';
import { useDeleteUsers } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import type { User } from '../types';
import { UserDeleteDialog } from './user-delete-dialog';
import { userProfileHref } from './user-links';
import { UsersTable } from './users-table';

export interface UsersCardProps {
  /** The "Add user" drawer is open (the screen's header button opens it). */
  adding: boolean;
  onAddingChange: (open: boolean) => void;
}

// The drawer's form code (react-hook-form, zod) is not needed to show the list: it loads once the
// list has painted, and is certainly there by the time someone reaches for "Add user".
const loadAddSheet = () => import('./user-add-sheet');
const UserAddSheet = lazy(() => loadAddSheet().then((m) => ({ default: m.UserAddSheet })));

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/**
 * The user list wired to the API: GET /users, POST /user/add from the drawer (the new user is
 * brought into view), DELETE /user/delete/:id after confirmation. The search lives in the address
 * (`?q=`), so it survives a visit to a profile and back.
 */
export function UsersCard({ adding, onAddingChange }: UsersCardProps) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = useUsers();
  const remove = useDeleteUsers();
  const [pending, setPending] = useState<User[]>([]);
  const [revealId, setRevealId] = useState<number | null>(null);
  // The button that opened the dialog: focus returns there, or to the search box once it is gone.
  const opener = useRef<HTMLElement | null>(null);
  const users = query.data;
  usePreloadAfterPaint(loadAddSheet);
  // Mounted from the first opening on, so closing can animate.
  const [sheetMounted, setSheetMounted] = useState(adding);
  if (adding && !sheetMounted) setSheetMounted(true);
  const companies = useMemo(() => distinct((users ?? []).map((u) => u.company)), [users]);
  const roles = useMemo(() => distinct((users ?? []).map((u) => u.role)), [users]);

  const askDelete = useCallback((chosen: User[]) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setPending(chosen);
  }, []);

  const confirm = () => {
    const names = pending.map((u) => u.name);
    remove.mutate(
      pending.map((u) => u.id),
      {
        onSuccess: () => {
          toast.success(
            names.length === 1
              ? t('delete.doneOne', { name: names[0] })
              : t('delete.doneMany', { count: names.length }),
          );
          setPending([]);
        },
        onError: (error) => toast.error(apiErrorMessage(error) ?? t('delete.failed')),
      },
    );
  };

  const added = (user: User) => {
    onAddingChange(false);
    setRevealId(user.id);
    toast.success(t('add.done', { name: user.name }), {
      action: { label: t('add.viewProfile'), onClick: () => void navigate(userProfileHref(user.id)) },
    });
  };

  const search = params.get('q') ?? '';
  const setSearch = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set('q', value);
          else next.delete('q');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return (
    <>
      <UsersTable
        users={users ?? []}
        loading={query.isPending}
        error={query.isError ? (apiErrorMessage(query.error) ?? query.error.message) : null}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        onDelete={askDelete}
        deleting={remove.isPending}
        initialSearch={search}
        onSearchChange={setSearch}
        revealId={revealId}
      />
      <UserDeleteDialog
        users={pending}
        deleting={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending([])}
        returnFocusTo={() =>
          opener.current?.isConnected
            ? opener.current
            : document.querySelector<HTMLElement>('[data-testid="users-table"] input[type="search"]')
        }
      />
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
