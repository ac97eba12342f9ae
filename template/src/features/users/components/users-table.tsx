import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListLoadState } from '@/components/data-table/list-load-state';
import { DataTableCard, type DataTableFilter } from '@/components/data-table/data-table-card';
import type { BulkStatusChange } from '@/components/data-table/data-table-selection';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { useListTable } from '@/components/data-table/use-list-table';
import { userStatuses, type User, type UserAccess } from '../types';
import { userColumns, userSearchText } from './user-columns';
import { distinctValues } from './user-facets';

export interface UsersTableProps extends ListLoadState {
  users: readonly User[];
  /** Delete asked for these users (one row, or the selection): the caller confirms. */
  onDelete: (users: User[]) => void;
  /** "Set status" on the selection. */
  onStatusChange?: (users: User[], status: User['status']) => void;
  /** A bulk action is running. @default false */
  busy?: boolean;
  /** id of the search box (focus returns there after a delete). */
  searchId?: string;
  /**
   * Set to a user's id to bring that user into view: search, filters and sort are cleared and the
   * first page shows (newest first, so a user just added is on top).
   */
  revealId?: number | null;
  /** Each user's role, a row's role menu and "Assign role" on the selection. */
  access?: UserAccess;
  /**
   * `access` is on its way: its column is laid out already, so the columns keep their widths when it
   * comes (pass `loading` meanwhile). @default false
   */
  accessPending?: boolean;
}

const getRowId = (user: User) => String(user.id);

/** The "User list" card: search, role/company/status filters, columns, CSV, bulk actions and pages. */
export function UsersTable({
  users,
  loading,
  error,
  onRetry,
  retrying,
  onDelete,
  onStatusChange,
  busy,
  searchId,
  revealId,
  access,
  accessPending = false,
}: UsersTableProps) {
  const { t, i18n } = useTranslation('users');
  const labels = useDataTableLabels({
    search: t('list.search'),
    empty: t('list.empty'),
    noMatches: t('list.noMatches'),
    error: t('list.error'),
    loading: t('list.loading'),
    pagination: t('list.pagination'),
    filters: t('filters.label'),
  });
  const deleteOne = useCallback((user: User) => onDelete([user]), [onDelete]);
  const columns = useMemo(
    () => userColumns(t, labels, deleteOne, access, accessPending),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- headers and chips follow the language
    [t, labels, deleteOne, access, accessPending, i18n.language],
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the status text follows the language
  const searchText = useCallback((user: User) => userSearchText(user, t), [t, i18n.language]);
  const statusOptions = useMemo(
    () => userStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the language
    [t, i18n.language],
  );
  const filters = useMemo<DataTableFilter[]>(() => {
    const facet = (columnId: 'role' | 'company', all: string): DataTableFilter => ({
      columnId,
      label: t(`filters.${columnId}`),
      allLabel: t(all),
      options: distinctValues(users, columnId).map((value) => ({ value, label: value })),
    });
    return [
      facet('role', 'filters.allRoles'),
      facet('company', 'filters.allCompanies'),
      { columnId: 'status', label: t('filters.status'), allLabel: t('filters.allStatuses'), options: statusOptions },
    ];
  }, [users, t, statusOptions]);
  const table = useListTable({
    listId: 'users',
    data: users,
    columns,
    searchText,
    getRowId,
    filters,
    enableRowSelection: true,
  });
  const statusChange = useMemo<BulkStatusChange<User> | undefined>(
    () =>
      onStatusChange && {
        label: t('list.setStatus'),
        options: statusOptions,
        onChange: (rows, value) => onStatusChange(rows, value as User['status']),
      },
    [onStatusChange, statusOptions, t],
  );

  useEffect(() => {
    if (revealId == null) return;
    table.setGlobalFilter('');
    table.resetColumnFilters();
    table.resetSorting();
    table.setPageIndex(0);
    // Runs when another user is to be revealed, not when the table object changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revealId]);

  return (
    <DataTableCard
      table={table}
      labels={labels}
      title={t('list.cardTitle')}
      exportName="users"
      filters={filters}
      onDeleteSelected={onDelete}
      statusChange={statusChange}
      bulkMenus={access ? [access.bulk] : undefined}
      busy={busy}
      loading={loading}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
      searchId={searchId}
      data-testid="users-table"
    />
  );
}
