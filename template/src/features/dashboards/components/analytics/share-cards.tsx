import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RadialChart } from '@/components/charts/lite/radial-chart';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Tone } from '@/components/ui/tone';
import { formatNumber, formatPercent } from '@/lib/format';
import type { AnalyticsDashboard } from '../../types/analytics';
import { Legend } from '../shared/legend';

/** Top coupons: the leading coupon's share as a ring, every coupon's share in the legend. */
export function CouponsCard({ data }: { data?: AnalyticsDashboard['coupons'] }) {
  const { t } = useTranslation('dashboards');
  const tones: Tone[] = ['primary', 'secondary', 'info'];
  const top = data?.[0];
  const slices = useMemo(
    () => (top ? [{ name: t(`analytics.coupons.kinds.${top.id}`), value: top.share, tone: 'primary' }] : []),
    [top, t],
  );
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('analytics.coupons.title')}</CardTitle>
        <CardDescription>{t('analytics.lastDays', { count: 7 })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <RadialChart
          kind="gauge"
          height={220}
          label={t('analytics.coupons.chart', { name: top ? t(`analytics.coupons.kinds.${top.id}`) : '' })}
          slices={slices}
          center={{ value: top ? formatPercent(top.share) : '–' }}
          summary={data?.map((c) => `${t(`analytics.coupons.kinds.${c.id}`)} ${formatPercent(c.share)}`).join(', ')}
        />
        <Legend
          vertical
          items={(data ?? []).map((c, i) => ({
            label: t(`analytics.coupons.kinds.${c.id}`),
            tone: tones[i % 3]!,
            value: formatPercent(c.share),
          }))}
        />
      </CardContent>
    </Card>
  );
}

/** Paying against non-paying customers as a semicircle gauge. */
export function PayingCard({ share }: { share?: number }) {
  const { t } = useTranslation('dashboards');
  const slices = useMemo(
    () => (share === undefined ? [] : [{ name: t('analytics.paying.paying'), value: share, tone: 'success' }]),
    [share, t],
  );
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('analytics.paying.title')}</CardTitle>
        <CardDescription>{t('analytics.lastDays', { count: 7 })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <RadialChart
          kind="gauge"
          semi
          height={220}
          label={t('analytics.paying.chart')}
          slices={slices}
          center={{ value: share === undefined ? '–' : formatPercent(share) }}
          summary={
            share === undefined
              ? undefined
              : t('analytics.paying.summary', { paying: formatPercent(share), other: formatPercent(100 - share) })
          }
        />
        <Legend
          vertical
          items={[
            {
              label: t('analytics.paying.paying'),
              tone: 'success',
              value: share === undefined ? undefined : formatPercent(share),
            },
            {
              label: t('analytics.paying.free'),
              tone: 'secondary',
              value: share === undefined ? undefined : formatPercent(100 - share),
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}

const marketTones: Tone[] = ['primary', 'success', 'info'];

/** Market share of the leading phone brands, with the market total in the middle. */
export function MarketShareCard({ data, total }: { data?: AnalyticsDashboard['marketShare']; total?: number }) {
  const { t } = useTranslation('dashboards');
  const millions = (value: number) => t('analytics.market.millions', { value: formatNumber(value) });
  const slices = useMemo(
    () => data?.map((m, i) => ({ name: m.brand, value: m.millions, tone: marketTones[i % marketTones.length]! })) ?? [],
    [data],
  );
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('analytics.market.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <RadialChart
          kind="donut"
          height={220}
          label={t('analytics.market.chart')}
          slices={slices}
          formatValue={millions}
          center={{ value: total === undefined ? '–' : millions(total), caption: t('analytics.market.total') }}
          table={
            data && {
              columns: [t('analytics.market.brand'), t('analytics.market.units')],
              rows: data.map((m) => [m.brand, millions(m.millions)]),
            }
          }
        />
        <Legend
          className="justify-center"
          items={(data ?? []).map((m, i) => ({ label: m.brand, tone: marketTones[i % 3]! }))}
        />
      </CardContent>
    </Card>
  );
}
