import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RadialChart } from '@/components/charts/lite/radial-chart';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatNumber, formatPercent } from '@/lib/format';
import type { OperationsDashboard } from '../../types';
import { Legend } from '../shared/legend';

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
        {/* Like the lead sentence below: a sample count, invisible until the data comes, wraps as the real one. */}
        <CardDescription className={cn(!data && 'invisible')}>
          {t('operations.onTime.subtitle', {
            count: data?.delivered ?? 88,
            formatted: formatNumber(data?.delivered ?? 88),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <RadialChart
          kind="donut"
          height={190}
          label={t('operations.onTime.chart')}
          slices={slices}
          center={{
            value: rate === null || rate === undefined ? '–' : formatPercent(rate),
            caption: t('operations.onTime.onTime'),
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
