import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { ControlsCellSkeleton } from '@/components/data-table/cell-skeletons';
import { dataTableColumnHelper } from '@/components/data-table/client-table';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { selectionColumn } from '@/components/data-table/data-table-selection';
import type { DataTableLabels } from '@/components/data-table/labels';
import type { User, UserAccess } from '../types';
import { UserAvatar } from './user-avatar';
import { userProfileHref } from './user-links';
import { UserRowActions } from './user-row-actions';
import { UserStatusChip } from './user-status-chip';

const col = dataTableColumnHelper<User>();

/** What a user is found by: the texts of their row, the status in the current language. */
export function userSearchText(user: User, t: TFunction<'users'>): string {
  return [user.name, user.email, user.company, user.role, t(`status.${user.status}`)].join(' ');
}

/**
 * Columns of the user list: selection, user, email, company, role, status, access role (when given,
 * or `accessPending`: on its way, the column is there already and loading), actions.
 */
export function userColumns(
  t: TFunction<'users'>,
  labels: DataTableLabels,
  onDelete: (user: User) => void,
  access?: UserAccess,
  accessPending = false,
) {
  const accessColumn =
    access || accessPending
      ? [
          col.accessor((u) => access?.roleName(u) ?? '', {
            id: 'access',
            meta: { label: t('columns.access'), hideBelow: 'lg' },
            header: ({ header }) => (
              <DataTableColumnHeader header={header}>{t('columns.access')}</DataTableColumnHeader>
            ),
            sortFn: 'text',
            cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue()}</span>,
          }),
        ]
      : [];
  return col.columns([
    selectionColumn<User>(labels, (u) => u.name),
    col.accessor('name', {
      meta: { label: t('columns.user') },
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.user')}</DataTableColumnHeader>,
      sortFn: 'text',
      enableHiding: false,
      cell: ({ row }) => (
        <span className="flex items-center gap-3">
          <UserAvatar user={row.original} size="sm" />
          <Link
            to={userProfileHref(row.original.id)}
            className="font-medium whitespace-nowrap text-foreground hover:text-primary-text hover:underline"
          >
            {row.original.name}
          </Link>
        </span>
      ),
    }),
    col.accessor('email', {
      meta: { label: t('columns.email'), hideBelow: 'md' },
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.email')}</DataTableColumnHeader>,
      sortFn: 'text',
      cell: ({ getValue }) => <span className="text-muted-foreground">{getValue()}</span>,
    }),
    col.accessor('company', {
      meta: { label: t('columns.company'), hideBelow: 'lg' },
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.company')}</DataTableColumnHeader>,
      sortFn: 'text',
      filterFn: 'equalsString',
      cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue()}</span>,
    }),
    col.accessor('role', {
      meta: { label: t('columns.role'), hideBelow: 'xl' },
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.role')}</DataTableColumnHeader>,
      sortFn: 'text',
      filterFn: 'equalsString',
      cell: ({ getValue }) => <span className="whitespace-nowrap">{getValue()}</span>,
    }),
    col.accessor('status', {
      meta: { label: t('columns.status'), exportValue: (u) => t(`status.${u.status}`) },
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.status')}</DataTableColumnHeader>,
      sortFn: 'text',
      filterFn: 'equalsString',
      cell: ({ getValue }) => <UserStatusChip status={getValue()} />,
    }),
    ...accessColumn,
    col.display({
      id: 'actions',
      enableHiding: false,
      meta: { skeleton: <ControlsCellSkeleton count={3} /> },
      header: () => <span className="sr-only sm:not-sr-only">{t('columns.actions')}</span>,
      cell: ({ row }) => (
        <UserRowActions user={row.original} onDelete={() => onDelete(row.original)}>
          {access?.rowMenu(row.original)}
        </UserRowActions>
      ),
    }),
  ]);
}
