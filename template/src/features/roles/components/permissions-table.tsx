import { Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoLineCellSkeleton } from '@/components/data-table/cell-skeletons';
import { dataTableColumnHelper } from '@/components/data-table/client-table';
import { DataTableCard } from '@/components/data-table/data-table-card';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import type { ListLoadState } from '@/components/data-table/list-load-state';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { useListTable } from '@/components/data-table/use-list-table';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { Tooltip } from '@/components/ui/tooltip';
import { formatDate } from '@/lib/format';
import { useInstantTimeZone } from '@/lib/today';
import type { Permission } from '../types';

export interface PermissionsTableProps extends ListLoadState {
  permissions: readonly Permission[];
  /** Delete asked for this permission (taken from every role): the caller confirms. */
  onDelete: (permission: Permission) => void;
}

const col = dataTableColumnHelper<Permission>();
const getRowId = (p: Permission) => p.id;
/** "manage all" is the Administrator's and cannot go (nobody could manage roles any more). */
const undeletable = 'manage:all';

/** Each permission (an action on a subject), the roles that have it and when it was first granted. */
export function PermissionsTable({ permissions, onDelete, ...state }: PermissionsTableProps) {
  const { t, i18n } = useTranslation('roles');
  const timeZone = useInstantTimeZone();
  const labels = useDataTableLabels({
    search: t('permissions.search'),
    empty: t('permissions.empty'),
    noMatches: t('permissions.noMatches'),
    error: t('permissions.error'),
    loading: t('permissions.loading'),
  });
  const label = (p: Permission) =>
    t('permissions.name', { action: t(`actions.${p.action}`), subject: t(`subjects.${p.subject}`) });
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((p) => label(p), {
          id: 'name',
          meta: { label: t('permissions.permission'), skeleton: <TwoLineCellSkeleton /> },
          header: ({ header }) => (
            <DataTableColumnHeader header={header}>{t('permissions.permission')}</DataTableColumnHeader>
          ),
          sortFn: 'text',
          enableHiding: false,
          cell: ({ row }) => (
            <span className="flex flex-col">
              <span className="font-medium">{label(row.original)}</span>
              <code className="text-xs text-muted-foreground">{row.original.id}</code>
            </span>
          ),
        }),
        col.accessor((p) => p.roles.map((r) => r.name).join(', '), {
          id: 'roles',
          meta: { label: t('permissions.roles') },
          header: () => t('permissions.roles'),
          enableSorting: false,
          cell: ({ row }) =>
            row.original.roles.length ? (
              <span className="flex flex-wrap gap-1">
                {row.original.roles.map((r) => (
                  <Chip key={r.id} size="sm">
                    {r.name}
                  </Chip>
                ))}
              </span>
            ) : (
              <span className="text-muted-foreground">{t('permissions.noRoles')}</span>
            ),
        }),
        col.accessor('createdAt', {
          meta: { label: t('permissions.created'), hideBelow: 'md' },
          header: ({ header }) => (
            <DataTableColumnHeader header={header}>{t('permissions.created')}</DataTableColumnHeader>
          ),
          sortFn: 'text',
          cell: ({ getValue }) => (
            <span className="whitespace-nowrap">{formatDate(getValue(), { dateStyle: 'medium', timeZone })}</span>
          ),
        }),
        col.display({
          id: 'actions',
          enableHiding: false,
          header: () => <span className="sr-only">{t('permissions.actions')}</span>,
          cell: ({ row }) =>
            row.original.id === undeletable ? null : (
              <Tooltip content={t('permissions.delete')}>
                <Button
                  variant="ghost"
                  color="error"
                  size="icon-sm"
                  onClick={() => onDelete(row.original)}
                  aria-label={t('permissions.deleteOne', { name: label(row.original) })}
                >
                  <Trash2 aria-hidden />
                </Button>
              </Tooltip>
            ),
        }),
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- texts follow the language
    [onDelete, t, i18n.language, timeZone],
  );
  const table = useListTable({
    listId: 'permissions',
    data: permissions,
    columns,
    searchText: (p) => [label(p), p.id, ...p.roles.map((r) => r.name)].join(' '),
    getRowId,
  });
  return (
    <DataTableCard
      table={table}
      labels={labels}
      title={t('permissions.cardTitle')}
      exportName="permissions"
      data-testid="permissions-table"
      {...state}
    />
  );
}
