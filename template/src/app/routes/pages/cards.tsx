/** /cards: fifteen kinds of card built from the Card primitive, each beside its own source. */
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { collectExamples } from '@/features/gallery/collect-examples';
import { ExampleCard } from '@/features/gallery/components/example-card';

// The page's order. (features/gallery/galleries.ts lists the component galleries; this page sits
// in the Pages menu, so its order lives here.)
const order = [
  'statistics',
  'chart',
  'trend',
  'goal',
  'image',
  'horizontal',
  'media',
  'tabs',
  'list',
  'actions',
  'profile',
  'social',
  'pricing',
  'weather',
  'timeline',
];

const examples = collectExamples(
  'cards',
  order,
  import.meta.glob('@/examples/cards/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/cards/*.tsx', { query: '?raw', import: 'default' }),
);

/** Examples that lay several cards side by side, or one wide card, take the whole row. */
const wide = new Set(['statistics', 'horizontal']);

export default function CardsScreen() {
  const { t } = useTranslation(['cards', 'nav', 'gallery']);
  const cells: PageCell[] = examples.map((example) => ({
    id: example.id,
    span: wide.has(example.id) ? 'col-span-12' : 'col-span-12 lg:col-span-6',
    card: (
      <ExampleCard
        example={example}
        title={t(`sections.${example.id}.title`)}
        description={t(`sections.${example.id}.description`)}
      />
    ),
  }));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: t('nav:pages') }, { label: t('nav:routes.pages-cards') }]}
      />
      {/* Examples differ in height: each keeps its own instead of stretching to its row. */}
      <PageGrid cells={cells} className="items-start" />
    </div>
  );
}
