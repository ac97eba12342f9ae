/** /ecommerce/order/list: where orders stand, then every order (search, sort, pages, view, delete). */
import { useTranslation } from 'react-i18next';
import { OrderStats } from '@/features/orders/components/order-stats';
import { DeferredOrdersCard } from '@/features/orders/components/deferred-orders-card';

export default function OrderListScreen() {
  const { t } = useTranslation('orders');
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">{t('list.title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('list.subtitle')}</p>
      </header>
      <OrderStats />
      {/* The table's code loads once the title and counts have painted, while the orders load. */}
      <DeferredOrdersCard pageSize={10} />
    </div>
  );
}
