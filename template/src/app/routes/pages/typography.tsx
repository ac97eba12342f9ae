/** /typography: the product's own type scale, font weights and colour tokens, as the screens use them. */
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { ColorTokens } from '@/features/typography/components/color-tokens';
import { FontWeights, TypeScale } from '@/features/typography/components/type-scale';

const cells: PageCell[] = [
  { id: 'scale', span: 'col-span-12', card: <TypeScale /> },
  { id: 'weights', span: 'col-span-12', card: <FontWeights /> },
  { id: 'colors', span: 'col-span-12', card: <ColorTokens /> },
];

export default function TypographyScreen() {
  const { t } = useTranslation(['typography', 'nav']);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumbs={[{ label: t('nav:routes.pages-typography') }]}
      />
      <PageGrid cells={cells} />
    </div>
  );
}
