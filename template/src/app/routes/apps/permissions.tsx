/** /apps/permissions: every permission and the roles that have it (being built). */
import { useTranslation } from 'react-i18next';
import { PageGrid } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';

export default function PermissionsScreen() {
  const { t } = useTranslation('roles');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('permissions.title')}
        breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('permissions.title') }]}
      />
      <PageGrid cells={[]} />
    </div>
  );
}
