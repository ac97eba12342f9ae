/** /users/list: who uses the workspace (figures, search, filters, bulk actions) and a way to add someone. */
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { useUsers } from '@/features/users/api/get-users';
import { UserStats } from '@/features/users/components/user-stats';
import { UsersCard } from '@/features/users/components/users-card';

export default function UserListScreen() {
  const { t } = useTranslation('users');
  const { data } = useUsers();
  const [adding, setAdding] = useState(false);
  const cells: PageCell[] = [
    { id: 'stats', span: 'col-span-12', card: <UserStats users={data} /> },
    { id: 'users', span: 'col-span-12', card: <UsersCard adding={adding} onAddingChange={setAdding} /> },
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('list.title') }]}
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden />
            {t('list.add')}
          </Button>
        }
      />
      <PageGrid cells={cells} />
    </div>
  );
}
