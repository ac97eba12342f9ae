import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartJsChart } from '@/components/charts/chartjs-chart';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatNumber, formatPercent } from '@/lib/format';
import type { OperationsDashboard } from '../../types';

const cutout = { cutout: '72%', plugins: { legend: { display: true } } };

/** Delivered orders that arrived within the carrier's promise, against late ones. */
export function OnTimeCard({
  data,
  rate,
  leadDays,
}: {
  data?: OperationsDashboard['onTime'];
  rate?: number | null;
  leadDays?: number | null;
}) {
  const { t } = useTranslation('dashboards');
  const labels = useMemo(() => [t('operations.onTime.onTime'), t('operations.onTime.late')], [t]);
  const datasets = useMemo(
    () => [
      {
        label: t('operations.onTime.deliveries'),
        data: data ? [data.onTime, data.late] : [],
        tone: ['success', 'error'],
      },
    ],
    [data, t],
  );
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('operations.onTime.title')}</CardTitle>
        {/* Like the lead sentence below: a sample count, invisible until the data comes, wraps as the real one. */}
        <CardDescription className={cn(!data && 'invisible')}>
          {t('operations.onTime.subtitle', {
            count: data?.delivered ?? 88,
            formatted: formatNumber(data?.delivered ?? 88),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="relative">
          <ChartJsChart
            type="doughnut"
            height={220}
            label={t('operations.onTime.chart')}
            labels={labels}
            datasets={datasets}
            options={cutout}
            summary={data && t('operations.onTime.summary', { onTime: data.onTime, late: data.late })}
          />
          <p
            aria-hidden
            className="pointer-events-none absolute inset-x-0 top-[calc(50%-30px)] text-center text-2xl font-semibold"
          >
            {rate === null || rate === undefined ? '–' : formatPercent(rate)}
          </p>
        </div>
        {/*
          Before the figure arrives the sentence is there but invisible (a sample figure): it wraps as
          the real one will, so the card does not grow under the chart when the data comes.
        */}
        <p
          className={cn(
            'min-h-5 text-center text-sm text-muted-foreground',
            (leadDays === null || leadDays === undefined) && 'invisible',
          )}
        >
          {t('operations.onTime.lead', { days: formatNumber(leadDays ?? 8.8, { maximumFractionDigits: 1 }) })}
        </p>
      </CardContent>
    </Card>
  );
}
