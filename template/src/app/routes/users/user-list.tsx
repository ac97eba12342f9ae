/** /users/list: who uses the workspace (figures, search, filters, bulk actions) and a way to add someone. */
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { useUsers } from '@/features/users/api/get-users';
import { UserStats } from '@/features/users/components/user-stats';
import { UsersCard } from '@/features/users/components/users-card';

export default function UserListScreen() {
  const { t } = useTranslation('users');
  const { data } = useUsers();
  const [adding, setAdding] = useState(false);
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
      <UserStats users={data} />
      <UsersCard adding={adding} onAddingChange={setAdding} />
    </div>
  );
}
