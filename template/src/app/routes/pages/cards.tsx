/** /cards: card examples built from the Card primitive: statistics, actions, media and lists. */
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { CardExamplesContent } from '@/features/card-examples/components/card-examples-content';
import { CardExamplesStats } from '@/features/card-examples/components/card-examples-stats';

const cells: PageCell[] = [
  { id: 'stats', span: 'col-span-12', card: <CardExamplesStats /> },
  { id: 'content', span: 'col-span-12', card: <CardExamplesContent /> },
];

export default function CardsScreen() {
  const { t } = useTranslation(['cards', 'nav']);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: t('nav:pages') }, { label: t('nav:routes.pages-cards') }]}
      />
      <PageGrid cells={cells} />
    </div>
  );
}
