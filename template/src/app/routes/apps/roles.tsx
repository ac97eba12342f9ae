/** /apps/roles: the roles of the app and who holds them (being built). */
import { useTranslation } from 'react-i18next';
import { PageGrid } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';

export default function RolesScreen() {
  const { t } = useTranslation('roles');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('roles.title')} breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('roles.title') }]} />
      <PageGrid cells={[]} />
    </div>
  );
}
