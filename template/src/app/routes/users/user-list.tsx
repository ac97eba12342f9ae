/** /users/list: who uses the workspace (figures, search, filters, bulk actions, roles) and a way to add someone. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { useDirectoryRoles } from '@/features/roles/components/use-role-assignment';
import { useUsers } from '@/features/users/api/get-users';
import { UserAddButton } from '@/features/users/components/user-add-button';
import { UserStats } from '@/features/users/components/user-stats';
import { UsersCard } from '@/features/users/components/users-card';
import { useCan } from '@/lib/ability';

export default function UserListScreen() {
  const { t } = useTranslation('users');
  const { data } = useUsers();
  // The user just added, for the list to bring into view.
  const [revealId, setRevealId] = useState<number | null>(null);
  // The role column, menu and bulk action only for people who may change roles.
  const mayAssign = useCan('update', 'Role');
  const mayAdd = useCan('create', 'User');
  const texts = useMemo(
    () => ({
      trigger: (name: string) => t('access.changeOne', { name }),
      heading: t('access.heading'),
      bulk: t('access.assign'),
      noRole: t('access.none'),
      assigned: (count: number) => t('access.assigned', { count }),
      failed: t('access.failed'),
    }),
    [t],
  );
  const { access, pending: accessPending } = useDirectoryRoles(texts, mayAssign);
  const cells: PageCell[] = [
    { id: 'stats', span: 'col-span-12', card: <UserStats users={data} /> },
    {
      id: 'users',
      span: 'col-span-12',
      card: <UsersCard revealId={revealId} access={access} accessPending={accessPending} />,
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('list.title') }]}
        actions={mayAdd && <UserAddButton onAdded={setRevealId} />}
      />
      <PageGrid cells={cells} />
    </div>
  );
}
