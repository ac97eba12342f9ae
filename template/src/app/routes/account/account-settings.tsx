/** /account/:tab: the signed-in person's own account, one tab per address (being built). */
import { useTranslation } from 'react-i18next';
import { PageGrid } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';

export default function AccountSettingsScreen() {
  const { t } = useTranslation('account');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} breadcrumbs={[{ label: t('crumbs.pages') }, { label: t('title') }]} />
      <PageGrid cells={[]} />
    </div>
  );
}
