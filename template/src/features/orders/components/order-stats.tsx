import { Ban, CircleCheck, Clock, ShoppingCart, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/cards/stat-card';
import type { Tone } from '@/components/ui/tone';
import { formatNumber } from '@/lib/format';
import { useOrders } from '../api/get-orders';
import type { DeliveryStatus, Order } from '../types';

interface Stat {
  id: 'all' | 'pending' | 'inTransit' | 'delivered' | 'cancelled';
  tone: Tone;
  icon: typeof Ban;
  /** Statuses counted; none means every order. */
  statuses?: DeliveryStatus[];
}

const stats: Stat[] = [
  { id: 'all', tone: 'primary', icon: ShoppingCart },
  { id: 'pending', tone: 'warning', icon: Clock, statuses: ['Pending', 'Processing'] },
  { id: 'inTransit', tone: 'info', icon: Truck, statuses: ['Shipped', 'Out for Delivery'] },
  { id: 'delivered', tone: 'success', icon: CircleCheck, statuses: ['Delivered'] },
  { id: 'cancelled', tone: 'error', icon: Ban, statuses: ['Cancelled'] },
];

/** How many orders a stat counts (exported for tests). */
export const countFor = (stat: Pick<Stat, 'statuses'>, orders: readonly Order[]) =>
  stat.statuses ? orders.filter((o) => stat.statuses!.includes(o.deliveryStatus)).length : orders.length;

/**
 * The strip above the order list: how many orders there are and where they stand, counted from the
 * same GET /orders answer as the table (a delete updates both). Scrolls sideways on phones.
 */
export function OrderStats() {
  const { t } = useTranslation('orders');
  const { data } = useOrders();
  return (
    // Focusable: on phones the strip scrolls sideways, and keyboard users must be able to scroll it.
    <ul
      aria-label={t('stats.label')}
      tabIndex={0}
      className="-mx-1 flex snap-x snap-mandatory gap-6 overflow-x-auto px-1 pb-1 lg:grid lg:grid-cols-5 lg:overflow-visible"
    >
      {stats.map(({ id, tone, icon: Icon, statuses }) => (
        <li key={id} className="min-w-44 shrink-0 snap-start lg:min-w-0">
          <StatCard
            tone={tone}
            icon={<Icon aria-hidden />}
            value={data && formatNumber(countFor({ statuses }, data))}
            label={t(`stats.${id}`)}
          />
        </li>
      ))}
    </ul>
  );
}
