import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatNumber, formatPercent } from '@/lib/format';
import type { OperationsDashboard } from '../../types/operations';
import { MenuCardHeader } from '../shared/menu-card-header';
import { useDashboardRefresh } from '../shared/use-dashboard-refresh';

/** Shipments per carrier split into on time, late and still moving, with each carrier's promise. */
export function CarriersCard({ data }: { data?: OperationsDashboard['carriers'] }) {
  const { t } = useTranslation('dashboards');
  const labels = useMemo(() => data?.map((c) => c.carrier) ?? [], [data]);
  const datasets = useMemo(
    () =>
      [
        { name: t('operations.carriers.onTime'), data: data?.map((c) => c.onTime) ?? [], tone: 'success' },
        { name: t('operations.carriers.late'), data: data?.map((c) => c.late) ?? [], tone: 'error' },
        { name: t('operations.carriers.inTransit'), data: data?.map((c) => c.inTransit) ?? [], tone: 'info' },
        {
          name: t('operations.carriers.waiting'),
          data: data?.map((c) => c.shipments - c.delivered - c.inTransit) ?? [],
          tone: 'secondary',
        },
      ].map((s) => ({ ...s, kind: 'bar' as const })),
    [data, t],
  );
  const chart = useRef<HTMLDivElement>(null);
  const refresh = useDashboardRefresh('operations');
  const title = t('operations.carriers.title');
  const table = data && {
    columns: [t('operations.carriers.carrier'), ...datasets.map((d) => d.name)],
    rows: data.map((c, i) => [c.carrier, ...datasets.map((d) => d.data[i] ?? 0)]),
  };
  return (
    <Card className="h-full">
      <MenuCardHeader title={title} onRefresh={refresh} exportName="carriers" table={table} chart={chart} />
      <CardContent className="flex flex-col gap-4">
        <div ref={chart}>
          <CartesianChart
            stacked
            height={220}
            label={t('operations.carriers.chart')}
            categories={labels}
            series={datasets}
            table={table}
          />
        </div>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-border text-xs text-muted-foreground uppercase">
                <th scope="col" className="py-2 text-start font-semibold">
                  {t('operations.carriers.carrier')}
                </th>
                <th scope="col" className="py-2 text-end font-semibold">
                  {t('operations.carriers.shipments')}
                </th>
                <th scope="col" className="py-2 text-end font-semibold">
                  {t('operations.carriers.promise')}
                </th>
                <th scope="col" className="py-2 text-end font-semibold">
                  {t('operations.carriers.rate')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data?.map((c) => (
                <tr key={c.carrier} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2 text-start font-medium">
                    {c.carrier}
                  </th>
                  <td className="py-2 text-end">{formatNumber(c.shipments)}</td>
                  <td className="py-2 text-end">{t('operations.kpis.days', { value: formatNumber(c.promiseDays) })}</td>
                  <td
                    className={cn(
                      'py-2 text-end font-semibold',
                      c.onTimeRate !== null && c.onTimeRate < 80 ? 'text-error-text' : 'text-success-text',
                    )}
                  >
                    {c.onTimeRate === null ? t('operations.carriers.noDeliveries') : formatPercent(c.onTimeRate)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
