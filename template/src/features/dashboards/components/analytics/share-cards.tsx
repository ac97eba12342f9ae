import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RadialChart } from '@/components/charts/lite/radial-chart';
import { Card, CardContent } from '@/components/ui/card';
import type { Tone } from '@/components/ui/tone';
import { formatList, formatNumber, formatPercent } from '@/lib/format';
import { getAnalyticsCoupons, getAnalyticsPaying } from '../../api/get-analytics-share-cards';
import type { AnalyticsCoupons, AnalyticsDashboard, AnalyticsPaying } from '../../types/analytics';
import { MenuCardHeader } from '../shared/menu-card-header';
import { Legend } from '../shared/legend';
import { PeriodBody } from '../shared/period-body';
import { useDashboardRefresh } from '../shared/use-dashboard-refresh';
import { usePeriodCard } from '../shared/use-period-card';

const periods = ['7d', '30d', '90d'] as const;
// One tone per coupon kind of the demo (three): the legend's skeleton keeps that many rows.
const couponTones: Tone[] = ['primary', 'secondary', 'info'];

/** Top coupons of the period (chosen in the card's menu): the leading coupon's share as a ring, every share in the legend. */
export function CouponsCard({ data: initial }: { data?: AnalyticsCoupons }) {
  const { t } = useTranslation('dashboards');
  const chart = useRef<HTMLDivElement>(null);
  const card = usePeriodCard({
    param: 'coupons',
    periods,
    defaultPeriod: '7d',
    initial,
    dashboard: 'analytics',
    card: 'coupons',
    fetch: getAnalyticsCoupons,
  });
  const rows = card.data?.rows;
  const title = t('analytics.coupons.title');
  const name = (id: string) => t(`analytics.coupons.kinds.${id}`);
  const top = rows?.[0];
  const slices = useMemo(
    () => (top ? [{ name: t(`analytics.coupons.kinds.${top.id}`), value: top.share, tone: 'primary' }] : []),
    [top, t],
  );
  const table = rows && {
    columns: [t('analytics.coupons.coupon'), t('analytics.coupons.share')],
    rows: rows.map((c) => [name(c.id), formatPercent(c.share)]),
  };
  return (
    <Card className="h-full">
      <MenuCardHeader
        title={title}
        description={t(`menu.periods.${card.period}`)}
        {...card.menu}
        exportName={`coupons-${card.period}`}
        table={table}
        chart={chart}
      />
      <CardContent>
        <PeriodBody {...card.body} className="flex flex-col gap-4">
          <div ref={chart}>
            <RadialChart
              kind="gauge"
              height={220}
              label={t('analytics.coupons.chart', { name: top ? name(top.id) : '' })}
              slices={slices}
              center={{ value: top ? formatPercent(top.share) : '–' }}
              summary={rows && formatList(rows.map((c) => `${name(c.id)} ${formatPercent(c.share)}`))}
            />
          </div>
          <Legend
            vertical
            placeholders={couponTones.length}
            items={(rows ?? []).map((c, i) => ({
              label: name(c.id),
              tone: couponTones[i % couponTones.length]!,
              value: formatPercent(c.share),
            }))}
          />
        </PeriodBody>
      </CardContent>
    </Card>
  );
}

/** Paying against non-paying customers over the period (chosen in the card's menu), as a semicircle gauge. */
export function PayingCard({ data: initial }: { data?: AnalyticsPaying }) {
  const { t } = useTranslation('dashboards');
  const chart = useRef<HTMLDivElement>(null);
  const card = usePeriodCard({
    param: 'paying',
    periods,
    defaultPeriod: '7d',
    initial,
    dashboard: 'analytics',
    card: 'paying',
    fetch: getAnalyticsPaying,
  });
  const share = card.data?.share;
  const title = t('analytics.paying.title');
  const slices = useMemo(
    () => (share === undefined ? [] : [{ name: t('analytics.paying.paying'), value: share, tone: 'success' }]),
    [share, t],
  );
  const table =
    share === undefined
      ? undefined
      : {
          columns: [t('analytics.paying.customers'), t('analytics.paying.share')],
          rows: [
            [t('analytics.paying.paying'), formatPercent(share)],
            [t('analytics.paying.free'), formatPercent(100 - share)],
          ],
        };
  return (
    <Card className="h-full">
      <MenuCardHeader
        title={title}
        description={t(`menu.periods.${card.period}`)}
        {...card.menu}
        exportName={`paying-${card.period}`}
        table={table}
        chart={chart}
      />
      <CardContent>
        <PeriodBody {...card.body} className="flex flex-col gap-4">
          <div ref={chart}>
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
          </div>
          <Legend
            vertical
            loading={share === undefined}
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
        </PeriodBody>
      </CardContent>
    </Card>
  );
}

// One tone per brand of the demo's market (three): the legend's skeleton keeps that many entries.
const marketTones: Tone[] = ['primary', 'success', 'info'];

/** Market share of the leading phone brands, with the market total in the middle. */
export function MarketShareCard({ data, total }: { data?: AnalyticsDashboard['marketShare']; total?: number }) {
  const { t } = useTranslation('dashboards');
  const millions = (value: number) => t('analytics.market.millions', { value: formatNumber(value) });
  const slices = useMemo(
    () => data?.map((m, i) => ({ name: m.brand, value: m.millions, tone: marketTones[i % marketTones.length]! })) ?? [],
    [data],
  );
  const chart = useRef<HTMLDivElement>(null);
  const refresh = useDashboardRefresh('analytics');
  const title = t('analytics.market.title');
  const table = data && {
    columns: [t('analytics.market.brand'), t('analytics.market.units')],
    rows: data.map((m) => [m.brand, millions(m.millions)]),
  };
  return (
    <Card className="h-full">
      <MenuCardHeader title={title} onRefresh={refresh} exportName="market-share" table={table} chart={chart} />
      <CardContent className="flex flex-col gap-4">
        <div ref={chart}>
          <RadialChart
            kind="donut"
            height={220}
            label={t('analytics.market.chart')}
            slices={slices}
            formatValue={millions}
            center={{ value: total === undefined ? '–' : millions(total), caption: t('analytics.market.total') }}
            table={table}
          />
        </div>
        <Legend
          className="justify-center"
          placeholders={marketTones.length}
          items={(data ?? []).map((m, i) => ({ label: m.brand, tone: marketTones[i % 3]! }))}
        />
      </CardContent>
    </Card>
  );
}
