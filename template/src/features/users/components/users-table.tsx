import { FilterX } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientTable } from '@/components/data-table/client-table';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableFacetFilter } from '@/components/data-table/data-table-facet-filter';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { DataTableSelectionBar } from '@/components/data-table/data-table-selection';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { DataTableExportButton, DataTableViewOptions } from '@/components/data-table/data-table-view-options';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { userStatuses, type User } from '../types';
import { userColumns, userSearchText } from './user-columns';

export interface UsersTableProps {
  users: readonly User[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  /** Delete asked for these users (one row, or the selection): the caller confirms. */
  onDelete: (users: User[]) => void;
  deleting?: boolean;
  /** The search the table opens with (e.g. from the address). @default '' */
  initialSearch?: string;
  /** Called as the search text changes. */
  onSearchChange?: (value: string) => void;
  /**
   * Set to a user's id to bring that user into view: search, filters and sort are cleared and the
   * first page shows (newest first, so a user just added is on top).
   */
  revealId?: number | null;
}

const getRowId = (user: User) => String(user.id);
const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** The "User list" card: search, role/company/status filters, columns, CSV, selectable rows and pages. */
export function UsersTable({
  users,
  loading,
  error,
  onRetry,
  retrying,
  onDelete,
  deleting,
  initialSearch = '',
  onSearchChange,
  revealId,
}: UsersTableProps) {
  const { t, i18n } = useTranslation('users');
  const titleId = useId();
  const labels = useDataTableLabels({
    search: t('list.search'),
    empty: t('list.empty'),
    noMatches: t('list.noMatches'),
    error: t('list.error'),
    loading: t('list.loading'),
    pagination: t('list.pagination'),
  });
  const deleteOne = useCallback((user: User) => onDelete([user]), [onDelete]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- headers and chips follow the language
  const columns = useMemo(() => userColumns(t, labels, deleteOne), [t, labels, deleteOne, i18n.language]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the status text follows the language
  const searchText = useCallback((user: User) => userSearchText(user, t), [t, i18n.language]);
  const table = useClientTable({ data: users, columns, searchText, getRowId, enableRowSelection: true });
  const roles = useMemo(() => distinct(users.map((u) => u.role)), [users]);
  const companies = useMemo(() => distinct(users.map((u) => u.company)), [users]);
  const filtered = (table.state.columnFilters?.length ?? 0) > 0;

  useEffect(() => {
    if (initialSearch) table.setGlobalFilter(initialSearch);
    // Only the search the table opened with; later typing is the table's own state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (revealId == null) return;
    table.setGlobalFilter('');
    table.resetColumnFilters();
    table.resetSorting();
    table.setPageIndex(0);
    onSearchChange?.('');
    // Runs when another user is to be revealed, not when the table object changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revealId]);

  return (
    <Card className="overflow-hidden" data-testid="users-table">
      <DataTableToolbar
        title={t('list.cardTitle')}
        titleId={titleId}
        searchLabel={labels.search}
        value={String(table.state.globalFilter ?? '')}
        onValueChange={(value) => {
          table.setGlobalFilter(value);
          onSearchChange?.(value);
        }}
      >
        <DataTableViewOptions table={table} labels={labels} />
        <DataTableExportButton table={table} labels={labels} filename="users" />
      </DataTableToolbar>
      <div role="group" aria-label={t('filters.label')} className="flex flex-wrap items-center gap-3 px-6 pb-4">
        <DataTableFacetFilter
          table={table}
          columnId="role"
          label={t('filters.role')}
          allLabel={t('filters.allRoles')}
          options={roles.map((role) => ({ value: role, label: role }))}
        />
        <DataTableFacetFilter
          table={table}
          columnId="company"
          label={t('filters.company')}
          allLabel={t('filters.allCompanies')}
          options={companies.map((company) => ({ value: company, label: company }))}
        />
        <DataTableFacetFilter
          table={table}
          columnId="status"
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          options={userStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
        {filtered && (
          <Button variant="text" color="secondary" size="sm" onClick={() => table.resetColumnFilters()}>
            <FilterX aria-hidden />
            {t('filters.clear')}
          </Button>
        )}
      </div>
      <DataTable
        table={table}
        labels={labels}
        labelledBy={titleId}
        loading={loading}
        error={error}
        onRetry={onRetry}
        retrying={retrying}
      />
      <DataTableSelectionBar table={table} labels={labels} onDelete={onDelete} deleting={deleting} />
      <DataTablePagination table={table} labels={labels} />
    </Card>
  );
}
