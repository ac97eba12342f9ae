/** /ecommerce/restaurant/orders: what each status is worth, then every order, filtered on the server. */
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { RestaurantOrderStats } from '@/features/restaurant/components/restaurant-order-stats';
import { RestaurantOrdersCard } from '@/features/restaurant/components/restaurant-orders-card';

const cells: PageCell[] = [
  { id: 'stats', span: 'col-span-12', card: <RestaurantOrderStats /> },
  { id: 'orders', span: 'col-span-12', card: <RestaurantOrdersCard /> },
];

export default function RestaurantOrdersScreen() {
  const { t } = useTranslation('restaurant');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('orders.heading')}
        subtitle={t('orders.subtitle')}
        breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('crumbs.restaurant') }, { label: t('orders.heading') }]}
      />
      <PageGrid cells={cells} />
    </div>
  );
}
