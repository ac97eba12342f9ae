import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Card, CardContent } from '@/components/ui/card';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';
import type { OperationsDashboard } from '../../types/operations';
import { MenuCardHeader } from '../shared/menu-card-header';
import { useDashboardRefresh } from '../shared/use-dashboard-refresh';

/** How busy each restaurant kitchen is: active orders against what it can handle at once. */
export function BranchesCard({ data }: { data?: OperationsDashboard['branches'] }) {
  const { t } = useTranslation('dashboards');
  const labels = useMemo(
    () => data?.map((b) => t(`operations.branches.names.${b.branch}`, { defaultValue: b.branch })) ?? [],
    [data, t],
  );
  const series = useMemo(
    () => [
      {
        name: t('operations.branches.load'),
        data: data?.map((b) => b.loadPercent) ?? [],
        kind: 'bar' as const,
        tone: 'success',
        pointTones: data?.map((b) => (b.loadPercent >= 75 ? 'error' : b.loadPercent >= 50 ? 'warning' : 'success')),
      },
    ],
    [data, t],
  );
  const chart = useRef<HTMLDivElement>(null);
  const refresh = useDashboardRefresh('operations');
  const title = t('operations.branches.title');
  // The CSV holds the table under the chart, its load as a plain percentage.
  const table = data && {
    columns: [
      t('operations.branches.branch'),
      t('operations.branches.preparing'),
      t('operations.branches.onRoad'),
      t('operations.branches.load'),
      t('operations.branches.revenue'),
    ],
    rows: data.map((b, i) => [labels[i] ?? b.branch, b.preparing, b.onRoad, b.loadPercent, b.revenue]),
  };
  return (
    <Card className="h-full">
      <MenuCardHeader
        title={title}
        description={t('operations.branches.subtitle')}
        onRefresh={refresh}
        exportName="branch-load"
        table={table}
        chart={chart}
      />
      <CardContent className="flex flex-col gap-4">
        <div ref={chart}>
          <CartesianChart
            horizontal
            height={200}
            label={t('operations.branches.chart')}
            categories={labels}
            series={series}
            max={100}
            formatValue={formatPercent}
            summary={t('operations.branches.tableBelow')}
          />
        </div>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-border text-xs text-muted-foreground uppercase">
                <th scope="col" className="py-2 text-start font-semibold">
                  {t('operations.branches.branch')}
                </th>
                <th scope="col" className="py-2 text-end font-semibold">
                  {t('operations.branches.preparing')}
                </th>
                <th scope="col" className="py-2 text-end font-semibold">
                  {t('operations.branches.onRoad')}
                </th>
                <th scope="col" className="py-2 text-end font-semibold">
                  {t('operations.branches.load')}
                </th>
                <th scope="col" className="py-2 text-end font-semibold">
                  {t('operations.branches.revenue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data?.map((b, i) => (
                <tr key={b.branch} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2 text-start font-medium">
                    {labels[i]}
                  </th>
                  <td className="py-2 text-end">{formatNumber(b.preparing)}</td>
                  <td className="py-2 text-end">{formatNumber(b.onRoad)}</td>
                  <td className="py-2 text-end">
                    {t('operations.branches.loadOf', {
                      active: formatNumber(b.active),
                      capacity: formatNumber(b.capacity),
                      percent: formatPercent(b.loadPercent),
                    })}
                  </td>
                  <td className="py-2 text-end">{formatMoney(b.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
