/** /cards: card examples built from the Card primitive: statistics, actions, media and lists. */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import {
  CardExamplesActions,
  CardExamplesList,
  CardExamplesMedia,
} from '@/features/card-examples/components/card-examples-content';
import { CardExamplesStats } from '@/features/card-examples/components/card-examples-stats';

export default function CardsScreen() {
  const { t } = useTranslation(['cards', 'nav']);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: t('nav:pages') }, { label: t('nav:routes.pages-cards') }]}
      />
      <section aria-labelledby="cards-stats" className="flex flex-col gap-4">
        <h2 id="cards-stats" className="text-lg font-semibold">
          {t('sections.stats')}
        </h2>
        <CardExamplesStats />
      </section>
      <section aria-labelledby="cards-content" className="flex flex-col gap-4">
        <h2 id="cards-content" className="text-lg font-semibold">
          {t('sections.content')}
        </h2>
        <div className="grid items-start gap-6 md:grid-cols-2 xl:grid-cols-3">
          <CardExamplesActions />
          <CardExamplesMedia />
          <CardExamplesList />
        </div>
      </section>
    </div>
  );
}
