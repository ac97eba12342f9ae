import { PackageCheck, PackageOpen } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatMoney } from '@/lib/format';
import type { CrmDashboard } from '../../types/crm';
import { MenuCardHeader } from '../shared/menu-card-header';
import { monthLabel } from '../shared/format';
import { Legend } from '../shared/legend';
import { useDashboardRefresh } from '../shared/use-dashboard-refresh';

const thousands = (v: number) =>
  formatMoney(Math.abs(v) * 1000, 'USD', { notation: 'compact', maximumFractionDigits: 1 });

/** Monthly earnings (up) against expenses (down), then what sold out and what is still available. */
export function EarningExpenseCard({ data }: { data?: CrmDashboard['earningVsExpense'] }) {
  const { t, i18n } = useTranslation('dashboards');
  const chart = useRef<HTMLDivElement>(null);
  const refresh = useDashboardRefresh('crm');
  // Named in the current language (Intl): a language switch names them again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const labels = useMemo(() => data?.months.map(monthLabel) ?? [], [data, i18n.language]);
  const series = useMemo(
    () => [
      { name: t('crm.earningExpense.earning'), data: data?.earning ?? [], tone: 'primary', kind: 'bar' } as const,
      { name: t('crm.earningExpense.expense'), data: data?.expense ?? [], tone: 'info', kind: 'bar' } as const,
    ],
    [data, t],
  );
  const title = t('crm.earningExpense.title');
  const table = data && {
    columns: [t('table.month'), t('crm.earningExpense.earning'), t('crm.earningExpense.expense')],
    rows: data.months.map((m, i) => [monthLabel(m), thousands(data.earning[i] ?? 0), thousands(data.expense[i] ?? 0)]),
  };
  return (
    <Card className="h-full">
      <MenuCardHeader title={title} onRefresh={refresh} exportName="earning-vs-expense" table={table} chart={chart} />
      <CardContent className="flex flex-col gap-5">
        <Legend
          items={[
            { label: t('crm.earningExpense.earning'), tone: 'primary' },
            { label: t('crm.earningExpense.expense'), tone: 'info' },
          ]}
        />
        <div ref={chart}>
          <CartesianChart
            stacked
            valueAxis={false}
            height={200}
            label={t('crm.earningExpense.chart')}
            categories={labels}
            series={series}
            formatValue={thousands}
            table={table}
          />
        </div>
        <ul className="flex flex-col gap-4">
          <li className="flex items-center gap-3">
            <Avatar color="success" shape="rounded" fallback={<PackageCheck aria-hidden />} />
            <div className="flex-1">
              <p className="font-medium">{t('crm.earningExpense.soldOut')}</p>
              <p className="text-xs text-muted-foreground">{t('crm.earningExpense.totalSales')}</p>
            </div>
            <span className="font-semibold">
              {data ? formatMoney(data.soldOut, 'USD', { notation: 'compact' }) : '–'}
            </span>
          </li>
          <li className="flex items-center gap-3">
            <Avatar color="warning" shape="rounded" fallback={<PackageOpen aria-hidden />} />
            <div className="flex-1">
              <p className="font-medium">{t('crm.earningExpense.available')}</p>
              <p className="text-xs text-muted-foreground">{t('crm.earningExpense.totalAvailable')}</p>
            </div>
            <span className="font-semibold">
              {data ? formatMoney(data.available, 'USD', { notation: 'compact' }) : '–'}
            </span>
          </li>
        </ul>
        {data && <Progress value={data.soldOutPercent} color="success" label={t('crm.earningExpense.soldOutShare')} />}
      </CardContent>
    </Card>
  );
}
