/** /ecommerce/restaurant/menu: the dishes by type, searchable, with add, edit and delete. */
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { RestaurantMenuCard } from '@/features/restaurant/components/restaurant-menu-card';

const cells: PageCell[] = [{ id: 'menu', span: 'col-span-12', card: <RestaurantMenuCard /> }];

export default function RestaurantMenuScreen() {
  const { t } = useTranslation('restaurant');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('menu.heading')}
        subtitle={t('menu.subtitle')}
        breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('crumbs.restaurant') }, { label: t('menu.heading') }]}
      />
      <PageGrid cells={cells} />
    </div>
  );
}
