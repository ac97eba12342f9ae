/** /ecommerce/order/list: where orders stand, then every order (search, sort, pages, view, delete). */
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { DeferredOrdersCard } from '@/features/orders/components/deferred-orders-card';
import { OrderStats } from '@/features/orders/components/order-stats';

const cells: PageCell[] = [
  { id: 'stats', span: 'col-span-12', card: <OrderStats /> },
  // The table's code loads once the title and counts have painted, while the orders load.
  { id: 'orders', span: 'col-span-12', card: <DeferredOrdersCard pageSize={10} /> },
];

export default function OrderListScreen() {
  const { t } = useTranslation('orders');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} />
      <PageGrid cells={cells} />
    </div>
  );
}
