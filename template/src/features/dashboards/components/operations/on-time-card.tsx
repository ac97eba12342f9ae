import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RadialChart } from '@/components/charts/lite/radial-chart';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber, formatPercent } from '@/lib/format';
import type { OperationsDashboard } from '../../types/operations';
import { Legend } from '../shared/legend';

/** Delivered orders that arrived within the carrier's promise, against late ones. */
export function OnTimeCard({ data, rate }: { data?: OperationsDashboard['onTime']; rate?: number | null }) {
  const { t } = useTranslation('dashboards');
  const slices = useMemo(
    () =>
      data
        ? [
            { name: t('operations.onTime.onTime'), value: data.onTime, tone: 'success' },
            { name: t('operations.onTime.late'), value: data.late, tone: 'error' },
          ]
        : [],
    [data, t],
  );
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('operations.onTime.title')}</CardTitle>
        <CardDescription>{t('operations.onTime.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <RadialChart
          kind="donut"
          height={240}
          label={t('operations.onTime.chart')}
          slices={slices}
          center={{
            value: rate === null || rate === undefined ? '–' : formatPercent(rate),
            // How many of the delivered orders: in the ring, so nothing around it moves when it comes.
            caption: data
              ? t('operations.onTime.ofDelivered', {
                  onTime: formatNumber(data.onTime),
                  delivered: formatNumber(data.delivered),
                })
              : t('operations.onTime.onTime'),
          }}
          summary={data && t('operations.onTime.summary', { onTime: data.onTime, late: data.late })}
        />
        <Legend
          className="justify-center"
          items={[
            { label: t('operations.onTime.onTime'), tone: 'success' },
            { label: t('operations.onTime.late'), tone: 'error' },
          ]}
        />
      </CardContent>
    </Card>
  );
}
