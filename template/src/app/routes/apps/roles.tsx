/** /apps/roles: the roles of the app, who holds them, and each role's rules (the editor). */
import { useTranslation } from 'react-i18next';
import { PageGrid } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { useRoleBoard } from '@/features/roles/components/role-board';

export default function RolesScreen() {
  const { t } = useTranslation('roles');
  const { cells, dialogs } = useRoleBoard();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('roles.title')}
        subtitle={t('roles.subtitle')}
        breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('roles.title') }]}
      />
      <PageGrid cells={cells} />
      {dialogs}
    </div>
  );
}
