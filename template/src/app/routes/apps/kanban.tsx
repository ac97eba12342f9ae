/** /apps/kanban: a team's board; cards and columns are added, edited, moved and deleted in place. */
import { useTranslation } from 'react-i18next';
import { PageGrid } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { KanbanBoard } from '@/features/kanban/components/kanban-board';

export default function KanbanScreen() {
  const { t } = useTranslation('kanban');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('title') }]}
      />
      <PageGrid cells={[{ id: 'kanban', span: 'col-span-12', card: <KanbanBoard /> }]} />
    </div>
  );
}
