/** /apps/kanban: the kanban app (being built). */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';

export default function KanbanScreen() {
  const { t } = useTranslation('kanban');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('title')} breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('title') }]} />
    </div>
  );
}
