import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatMoney } from '@/lib/format';
import type { RestaurantOrder } from '../types';
import { statusTone } from './restaurant-order-stats';

export interface RestaurantOrdersTableProps {
  orders: readonly RestaurantOrder[];
  /** id of the card title that names the table. */
  labelledBy: string;
  loading: boolean;
  /** A new answer is on its way (the rows shown are the previous one). */
  busy: boolean;
  error: boolean;
  onRetry: () => void;
}

const cell = 'px-6 py-3 text-start align-middle';

/** Order number, customer, total, date and status; sideways scroll on phones. */
export function RestaurantOrdersTable({
  orders,
  labelledBy,
  loading,
  busy,
  error,
  onRetry,
}: RestaurantOrdersTableProps) {
  const { t } = useTranslation('restaurant');
  if (error) return <ErrorState onRetry={onRetry} className="min-h-80" />;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className="w-full min-w-[44rem] text-sm" aria-labelledby={labelledBy} aria-busy={busy || loading}>
        <thead className="border-y border-border bg-muted/50 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={cell}>
              {t('orders.columns.id')}
            </th>
            <th scope="col" className={cell}>
              {t('orders.columns.customer')}
            </th>
            <th scope="col" className={cell}>
              {t('orders.columns.total')}
            </th>
            <th scope="col" className={cell}>
              {t('orders.columns.dateTime')}
            </th>
            <th scope="col" className={cell}>
              {t('orders.columns.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {loading
            ? Array.from({ length: 10 }, (_, i) => (
                <tr key={i}>
                  <td colSpan={5} className="px-6 py-3">
                    <Skeleton className="h-9" />
                  </td>
                </tr>
              ))
            : orders.map((order) => (
                <tr key={order.id}>
                  <td className={`${cell} font-medium text-primary-text`}>#{order.id}</td>
                  <td className={cell}>
                    <p className="font-medium">{order.customerName}</p>
                    <p className="text-xs text-muted-foreground">{order.customerEmail}</p>
                  </td>
                  <td className={cell}>{formatMoney(order.total)}</td>
                  <td className={cell}>{formatDate(order.dateTime, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                  <td className={cell}>
                    <Chip color={statusTone[order.status]}>{t(`statuses.${order.status}`)}</Chip>
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
      {!loading && orders.length === 0 && <EmptyState title={t('orders.empty')} description={t('orders.emptyHint')} />}
    </div>
  );
}
