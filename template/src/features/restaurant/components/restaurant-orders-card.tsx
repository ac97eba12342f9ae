import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridPagination, usePaged } from '@/components/data-table/grid-pagination';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, NativeSelect } from '@/components/ui/input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useRestaurantOrders } from '../api/get-restaurant-orders';
import {
  restaurantPaymentMethods,
  restaurantStatuses,
  type RestaurantPaymentMethod,
  type RestaurantStatus,
} from '../types';
import { RestaurantOrdersTable } from './restaurant-orders-table';
import { useGridLabels } from './use-grid-labels';

/** The "Orders" card: search, status and payment filters sent to the server, and the answer. */
export function RestaurantOrdersCard() {
  const { t } = useTranslation('restaurant');
  const titleId = useId();
  const ids = { search: useId(), status: useId(), pay: useId() };
  const labels = useGridLabels();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<RestaurantStatus | ''>('');
  const [payMethod, setPayMethod] = useState<RestaurantPaymentMethod | ''>('');
  const q = useDebouncedValue(search.trim(), 250);
  const orders = useRestaurantOrders({ q, status: status || undefined, payMethod: payMethod || undefined });
  const { rows, pagination } = usePaged(orders.data ?? [], 10);

  return (
    <Card aria-labelledby={titleId} data-testid="restaurant-orders">
      <CardHeader>
        <CardTitle id={titleId}>{t('orders.title')}</CardTitle>
      </CardHeader>
      <div className="grid gap-4 px-6 pb-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.search} className="text-sm font-medium">
            {t('orders.search')}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id={ids.search}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="ps-9"
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.status} className="text-sm font-medium">
            {t('orders.status')}
          </label>
          <NativeSelect
            id={ids.status}
            value={status}
            onChange={(e) => setStatus(e.target.value as RestaurantStatus | '')}
          >
            <option value="">{t('orders.anyStatus')}</option>
            {restaurantStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.pay} className="text-sm font-medium">
            {t('orders.payMethod')}
          </label>
          <NativeSelect
            id={ids.pay}
            value={payMethod}
            onChange={(e) => setPayMethod(e.target.value as RestaurantPaymentMethod | '')}
          >
            <option value="">{t('orders.anyPayMethod')}</option>
            {restaurantPaymentMethods.map((m) => (
              <option key={m} value={m}>
                {t(`payMethods.${m}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <RestaurantOrdersTable
        orders={rows}
        labelledBy={titleId}
        loading={!orders.data && !orders.isError}
        busy={orders.isFetching}
        error={orders.isError}
        onRetry={() => void orders.refetch()}
      />
      <GridPagination
        {...pagination}
        sizes={[10, 25, 50]}
        labels={labels}
        className="border-t border-border px-6 py-4"
      />
    </Card>
  );
}
