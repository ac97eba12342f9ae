import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaCellSkeleton } from '@/components/data-table/cell-skeletons';
import { dataTableColumnHelper } from '@/components/data-table/client-table';
import { DataTableCard, type DataTableFilter } from '@/components/data-table/data-table-card';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { selectionColumn, type BulkStatusChange } from '@/components/data-table/data-table-selection';
import type { ListLoadState } from '@/components/data-table/list-load-state';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { useListTable } from '@/components/data-table/use-list-table';
import { Avatar } from '@/components/ui/avatar';
import { Chip } from '@/components/ui/chip';
import type { Member, Role } from '../types';
import { RoleMenu } from './role-menu';

export interface RoleMembersTableProps extends ListLoadState {
  members: readonly Member[];
  roles: readonly Role[];
  /** Gives these people that role (a row's menu, or the selection). */
  onAssign: (members: Member[], roleId: number) => void;
  busy?: boolean;
}

const col = dataTableColumnHelper<Member>();
const getRowId = (m: Member) => m.id;

/** Everyone who can be given a role, with the one they have: search, role filter, change one or many. */
export function RoleMembersTable({ members, roles, onAssign, busy, ...state }: RoleMembersTableProps) {
  const { t, i18n } = useTranslation('roles');
  const labels = useDataTableLabels({
    search: t('members.search'),
    empty: t('members.empty'),
    noMatches: t('members.noMatches'),
    error: t('members.error'),
    loading: t('members.loading'),
  });
  const roleName = useMemo(() => new Map(roles.map((r) => [r.id, r.name])), [roles]);
  const nameOf = (m: Member) => (m.roleId === null ? t('members.noRole') : (roleName.get(m.roleId) ?? ''));
  const columns = useMemo(
    () =>
      col.columns([
        selectionColumn<Member>(labels, (m) => m.name),
        col.accessor('name', {
          meta: { label: t('members.user'), skeleton: <MediaCellSkeleton lines={2} /> },
          header: ({ header }) => <DataTableColumnHeader header={header}>{t('members.user')}</DataTableColumnHeader>,
          sortFn: 'text',
          enableHiding: false,
          cell: ({ row }) => (
            <span className="flex items-center gap-3">
              <Avatar src={row.original.avatar || undefined} alt={row.original.name} size="sm" />
              <span className="flex flex-col">
                <span className="font-medium whitespace-nowrap">{row.original.name}</span>
                <span className="text-xs text-muted-foreground">{row.original.email}</span>
              </span>
            </span>
          ),
        }),
        col.accessor('kind', {
          meta: { label: t('members.kind'), hideBelow: 'md', exportValue: (m) => t(`members.kinds.${m.kind}`) },
          header: ({ header }) => <DataTableColumnHeader header={header}>{t('members.kind')}</DataTableColumnHeader>,
          sortFn: 'text',
          cell: ({ getValue }) => <span className="whitespace-nowrap">{t(`members.kinds.${getValue()}`)}</span>,
        }),
        col.accessor((m) => (m.roleId === null ? '' : String(m.roleId)), {
          id: 'role',
          meta: { label: t('members.role'), exportValue: nameOf },
          header: ({ header }) => <DataTableColumnHeader header={header}>{t('members.role')}</DataTableColumnHeader>,
          filterFn: 'equalsString',
          cell: ({ row }) => (
            <Chip size="sm" color={row.original.roleId === null ? 'secondary' : 'primary'}>
              {nameOf(row.original)}
            </Chip>
          ),
        }),
        col.display({
          id: 'actions',
          enableHiding: false,
          header: () => <span className="sr-only">{t('members.actions')}</span>,
          cell: ({ row }) => (
            <RoleMenu
              labels={{ trigger: t('members.changeOne', { name: row.original.name }), heading: t('members.change') }}
              roleId={row.original.roleId}
              roles={roles}
              disabled={busy}
              onChange={(roleId) => onAssign([row.original], roleId)}
            />
          ),
        }),
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- texts follow the language
    [labels, roles, roleName, busy, onAssign, t, i18n.language],
  );
  const options = useMemo(() => roles.map((r) => ({ value: String(r.id), label: r.name })), [roles]);
  const filters = useMemo<DataTableFilter[]>(
    () => [{ columnId: 'role', label: t('members.role'), allLabel: t('members.allRoles'), options }],
    [options, t],
  );
  const searchText = (m: Member) => [m.name, m.email, nameOf(m)].join(' ');
  const table = useListTable({
    listId: 'role-members',
    data: members,
    columns,
    searchText,
    getRowId,
    filters,
    enableRowSelection: true,
  });
  const assign: BulkStatusChange<Member> = {
    label: t('members.assign'),
    options,
    onChange: (rows, value) => onAssign(rows, Number(value)),
  };
  return (
    <DataTableCard
      table={table}
      labels={labels}
      title={t('members.title')}
      exportName="role-members"
      filters={filters}
      statusChange={assign}
      busy={busy}
      data-testid="role-members-table"
      {...state}
    />
  );
}
