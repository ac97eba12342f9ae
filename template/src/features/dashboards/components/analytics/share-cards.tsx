import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApexChart } from '@/components/charts/apex-chart';
import type { ThemeTokens } from '@/components/charts/theme-tokens';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { Tone } from '@/components/ui/tone';
import { formatNumber, formatPercent } from '@/lib/format';
import type { AnalyticsDashboard } from '../../types';
import { Legend } from '../shared/legend';

const radial = (t: ThemeTokens, semi: boolean): ApexOptions => ({
  plotOptions: {
    radialBar: {
      startAngle: semi ? -135 : 0,
      endAngle: semi ? 135 : 360,
      hollow: { size: '62%' },
      track: { background: t.muted },
      dataLabels: {
        name: { show: false },
        value: {
          offsetY: 8,
          fontSize: '26px',
          fontWeight: 600,
          color: t.foreground,
          formatter: (v: number) => formatPercent(v),
        },
      },
    },
  },
  stroke: { lineCap: 'round' },
});
const fullRing = (t: ThemeTokens) => radial(t, false);
const semiRing = (t: ThemeTokens) => radial(t, true);

/** Top coupons: the leading coupon's share as a ring, every coupon's share in the legend. */
export function CouponsCard({ data }: { data?: AnalyticsDashboard['coupons'] }) {
  const { t } = useTranslation('dashboards');
  const tones: Tone[] = ['primary', 'secondary', 'info'];
  const top = data?.[0];
  const series = useMemo(() => (top ? [top.share] : [0]), [top]);
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('analytics.coupons.title')}</CardTitle>
        <CardDescription>{t('analytics.lastDays', { count: 7 })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ApexChart
          type="radialBar"
          height={220}
          label={t('analytics.coupons.chart', { name: top ? t(`analytics.coupons.kinds.${top.id}`) : '' })}
          series={series}
          colors={['primary']}
          options={fullRing}
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
  const series = useMemo(() => [share ?? 0], [share]);
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('analytics.paying.title')}</CardTitle>
        <CardDescription>{t('analytics.lastDays', { count: 7 })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ApexChart
          type="radialBar"
          height={220}
          label={t('analytics.paying.chart')}
          series={series}
          colors={['success']}
          options={semiRing}
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

/** Market share of the leading phone brands, with the market total in the middle. */
export function MarketShareCard({ data, total }: { data?: AnalyticsDashboard['marketShare']; total?: number }) {
  const { t } = useTranslation('dashboards');
  const tones: Tone[] = ['primary', 'success', 'info'];
  const series = useMemo(() => data?.map((m) => m.millions) ?? [], [data]);
  const labels = useMemo(() => data?.map((m) => m.brand) ?? [], [data]);
  const options = useMemo(
    () =>
      (tk: ThemeTokens): ApexOptions => ({
        labels,
        stroke: { width: 3, colors: [tk.card] },
        plotOptions: {
          pie: {
            donut: {
              size: '72%',
              labels: {
                show: true,
                value: {
                  color: tk.foreground,
                  fontSize: '22px',
                  fontWeight: 600,
                  formatter: (v: string) => t('analytics.market.millions', { value: formatNumber(Number(v)) }),
                },
                total: {
                  show: true,
                  label: t('analytics.market.total'),
                  color: tk.mutedForeground,
                  formatter: () => t('analytics.market.millions', { value: formatNumber(total ?? 0) }),
                },
              },
            },
          },
        },
      }),
    [labels, t, total],
  );
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('analytics.market.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ApexChart
          type="donut"
          height={220}
          label={t('analytics.market.chart')}
          series={series}
          colors={tones}
          options={options}
          table={
            data && {
              columns: [t('analytics.market.brand'), t('analytics.market.units')],
              rows: data.map((m) => [m.brand, t('analytics.market.millions', { value: formatNumber(m.millions) })]),
            }
          }
        />
        <Legend
          className="justify-center"
          items={(data ?? []).map((m, i) => ({ label: m.brand, tone: tones[i % 3]! }))}
        />
      </CardContent>
    </Card>
  );
}
