import { CalendarDays, Star, StarHalf } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { getAnalyticsSellers } from '../../api/get-analytics-sellers';
import type { AnalyticsSellers } from '../../types/analytics';
import { MenuCardHeader } from '../shared/menu-card-header';
import { PeriodBody } from '../shared/period-body';
import { usePeriodCard } from '../shared/use-period-card';

const periods = ['7d', '30d', '90d'] as const;

function Rating({ value, label }: { value: number; label: string }) {
  return (
    <span className="flex text-warning" role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, i) =>
        value >= i + 1 ? (
          <Star key={i} aria-hidden className="size-3.5 fill-current" />
        ) : value > i ? (
          <StarHalf key={i} aria-hidden className="size-3.5 fill-current rtl:-scale-x-100" />
        ) : (
          <Star key={i} aria-hidden className="size-3.5 opacity-40" />
        ),
      )}
    </span>
  );
}

/** Best sellers of the period (chosen in the card's menu): deliveries, earnings and rating. */
export function SellersCard({ data: initial }: { data?: AnalyticsSellers }) {
  const { t } = useTranslation('dashboards');
  const card = usePeriodCard({
    param: 'sellers',
    periods,
    defaultPeriod: '30d',
    initial,
    dashboard: 'analytics',
    card: 'sellers',
    fetch: getAnalyticsSellers,
  });
  const data = card.data;
  const title = t('analytics.sellers.title');
  const columns = [
    t('analytics.sellers.seller'),
    t('analytics.sellers.deliveries'),
    t('analytics.sellers.earnings'),
    t('analytics.sellers.rating'),
  ];
  return (
    <Card className="h-full">
      <MenuCardHeader
        title={title}
        description={data ? t('analytics.sellers.subtitle', { count: formatNumber(data.totalDeliveries) }) : '…'}
        {...card.menu}
        exportName={`sellers-${card.period}`}
        table={data && { columns, rows: data.rows.map((r) => [r.name, r.deliveries, r.earnings, r.rating]) }}
      >
        {data && (
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            <CalendarDays aria-hidden className="size-4" />
            {formatDate(`${data.from}T00:00`)} – {formatDate(`${data.to}T00:00`)}
          </p>
        )}
      </MenuCardHeader>
      {/* Scrolls sideways on phones: focusable and named, so keyboard users can scroll it too. */}
      <CardContent
        className="relative overflow-x-auto px-0"
        tabIndex={0}
        role="region"
        aria-label={t('analytics.sellers.title')}
      >
        {data ? (
          <PeriodBody {...card.body}>
            <table className="w-full text-sm">
              <caption className="sr-only">{t('analytics.sellers.title')}</caption>
              <thead>
                <tr className="border-y border-border bg-muted/60 text-xs text-muted-foreground uppercase">
                  <th scope="col" className="px-6 py-2.5 text-start font-semibold">
                    {t('analytics.sellers.seller')}
                  </th>
                  <th scope="col" className="px-3 py-2.5 text-end font-semibold">
                    {t('analytics.sellers.deliveries')}
                  </th>
                  <th scope="col" className="px-3 py-2.5 text-end font-semibold">
                    {t('analytics.sellers.earnings')}
                  </th>
                  <th scope="col" className="px-6 py-2.5 text-start font-semibold">
                    {t('analytics.sellers.rating')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.name} className="border-b border-border last:border-0">
                    <th scope="row" className="px-6 py-3 text-start font-normal">
                      <span className="flex items-center gap-3">
                        <Avatar
                          size="sm"
                          alt=""
                          fallback={
                            <span aria-hidden>
                              {row.name
                                .split(' ')
                                .map((p) => p[0])
                                .join('')}
                            </span>
                          }
                          color="primary"
                        />
                        <span>
                          <span className="block font-medium">{row.name}</span>
                          <span className="block text-xs text-muted-foreground">
                            {t('analytics.sellers.area', { area: row.area })}
                          </span>
                        </span>
                      </span>
                    </th>
                    <td className="px-3 py-3 text-end">{formatNumber(row.deliveries)}</td>
                    <td className="px-3 py-3 text-end">
                      {formatMoney(row.earnings, 'USD', { maximumFractionDigits: 0 })}
                    </td>
                    <td className="px-6 py-3">
                      <Rating
                        value={row.rating}
                        label={t('analytics.sellers.stars', { value: formatNumber(row.rating) })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </PeriodBody>
        ) : (
          <div className="px-6">
            <Skeleton className="h-64 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
