import { Ban, CircleCheck, CookingPot, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { Tone } from '@/components/ui/tone';
import { formatMoney } from '@/lib/format';
import { useRestaurantOrders } from '../api/get-restaurant-orders';
import type { RestaurantOrder, RestaurantStatus } from '../types';

export const statusTone: Record<RestaurantStatus, Tone> = {
  Preparing: 'warning',
  'On Road': 'info',
  Cancelled: 'error',
  Delivered: 'success',
};
const icons: Record<RestaurantStatus, typeof Ban> = {
  Preparing: CookingPot,
  'On Road': Truck,
  Cancelled: Ban,
  Delivered: CircleCheck,
};
const order: RestaurantStatus[] = ['Preparing', 'On Road', 'Cancelled', 'Delivered'];

/** Amount and number of orders in one status (exported for tests). */
export function statusTotals(orders: readonly RestaurantOrder[], status: RestaurantStatus) {
  const matching = orders.filter((o) => o.status === status);
  return { count: matching.length, amount: matching.reduce((sum, o) => sum + o.total, 0) };
}

/** Four cards: what the orders in each status are worth, from every order (not the table's filters). */
export function RestaurantOrderStats() {
  const { t } = useTranslation('restaurant');
  const { data } = useRestaurantOrders({});
  return (
    <ul aria-label={t('orders.statsLabel')} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {order.map((status) => {
        const Icon = icons[status];
        const totals = data ? statusTotals(data, status) : null;
        return (
          <li key={status}>
            <Card className="h-full flex-row items-center gap-4 p-5">
              <Avatar color={statusTone[status]} shape="rounded" size="lg" fallback={<Icon aria-hidden />} />
              <div className="min-w-0">
                <p className="text-sm text-muted-foreground">{t(`statuses.${status}`)}</p>
                {totals ? (
                  <>
                    <p className="text-xl font-semibold">{formatMoney(totals.amount)}</p>
                    <p className="text-xs text-muted-foreground">{t('orders.fromOrders', { count: totals.count })}</p>
                  </>
                ) : (
                  <>
                    <Skeleton className="my-0.5 h-6 w-20" />
                    <Skeleton className="mt-1 h-3.5 w-24" />
                  </>
                )}
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
