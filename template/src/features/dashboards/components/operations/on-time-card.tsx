import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RadialChart } from '@/components/charts/lite/radial-chart';
import { Card, CardContent } from '@/components/ui/card';
import { formatNumber, formatPercent } from '@/lib/format';
import type { OperationsDashboard } from '../../types/operations';
import { MenuCardHeader } from '../shared/menu-card-header';
import { Legend } from '../shared/legend';
import { useDashboardRefresh } from '../shared/use-dashboard-refresh';

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
  const chart = useRef<HTMLDivElement>(null);
  const refresh = useDashboardRefresh('operations');
  const title = t('operations.onTime.title');
  const table = data && {
    columns: [t('operations.onTime.deliveries'), t('operations.onTime.onTime'), t('operations.onTime.late')],
    rows: [[data.delivered, data.onTime, data.late]],
  };
  return (
    <Card className="h-full">
      <MenuCardHeader
        title={title}
        description={t('operations.onTime.subtitle')}
        onRefresh={refresh}
        exportName="on-time-delivery"
        table={table}
        chart={chart}
      />
      <CardContent className="flex flex-col gap-3">
        <div ref={chart}>
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
        </div>
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
