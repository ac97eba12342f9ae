import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RadialChart } from '@/components/charts/lite/radial-chart';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import type { Tone } from '@/components/ui/tone';
import { formatMoney, formatPercent } from '@/lib/format';
import { getCrmExpenses } from '../../api/get-crm-period-cards';
import type { CrmExpenses } from '../../types/crm';
import { MenuCardHeader } from '../shared/menu-card-header';
import { Legend } from '../shared/legend';
import { PeriodBody } from '../shared/period-body';
import { usePeriodCard } from '../shared/use-period-card';

const tones: Tone[] = ['primary', 'info', 'success', 'warning', 'error', 'secondary'];

const periods = ['this-month', 'last-month'] as const;
const money = (v: number) => formatMoney(v, 'USD', { maximumFractionDigits: 0 });

/** A month's spending by category (polar area), and how much of it is paid or still pending; the month is chosen in the menu. */
export function MonthlyExpensesCard({ data: initial }: { data?: CrmExpenses }) {
  const { t } = useTranslation('dashboards');
  const chart = useRef<HTMLDivElement>(null);
  const card = usePeriodCard({
    param: 'expenses',
    periods,
    defaultPeriod: 'this-month',
    initial,
    dashboard: 'crm',
    card: 'expenses',
    fetch: getCrmExpenses,
  });
  const data = card.data;
  const title = t('crm.expenses.title');
  const labels = useMemo(() => data?.categories.map((c) => t(`crm.expenses.categories.${c.id}`)) ?? [], [data, t]);
  const slices = useMemo(
    () =>
      data?.categories.map((c, i) => ({ name: labels[i] ?? c.id, value: c.amount, tone: tones[i % tones.length]! })) ??
      [],
    [data, labels],
  );
  const table = data && {
    columns: [t('crm.expenses.category'), t('crm.expenses.amount'), t('crm.expenses.paid')],
    rows: data.categories.map((c, i) => [labels[i] ?? c.id, c.amount, c.paid]),
  };
  return (
    <Card className="h-full">
      <MenuCardHeader
        title={title}
        description={t(`crm.expenses.subtitle.${card.period}`, {
          total: data ? formatMoney(data.total, 'USD', { maximumFractionDigits: 0 }) : '…',
        })}
        {...card.menu}
        exportName={`expenses-${data?.month ?? card.period}`}
        table={table}
        chart={chart}
      />
      <CardContent>
        <PeriodBody {...card.body} className="flex flex-col gap-5">
          <div ref={chart}>
            <RadialChart
              kind="polar"
              height={240}
              label={t('crm.expenses.chart', { period: t(`menu.periods.${card.period}`) })}
              slices={slices}
              formatValue={money}
              table={
                data && {
                  columns: [t('crm.expenses.category'), t('crm.expenses.amount')],
                  rows: data.categories.map((c, i) => [labels[i] ?? c.id, formatMoney(c.amount)]),
                }
              }
            />
          </div>
          <Legend
            className="justify-center"
            items={labels.map((label, i) => ({ label, tone: tones[i % tones.length]! }))}
          />
          {data && (
            <div className="flex flex-col gap-4">
              <div className="flex flex-col gap-1.5">
                <div className="flex justify-between text-sm">
                  <span>{t('crm.expenses.pending')}</span>
                  <span className="font-semibold">{formatPercent(data.pendingPercent)}</span>
                </div>
                <Progress value={data.pendingPercent} color="warning" label={t('crm.expenses.pending')} />
              </div>
              <div className="flex flex-col gap-1.5">
                <div className="flex justify-between text-sm">
                  <span>{t('crm.expenses.paid')}</span>
                  <span className="font-semibold">{formatPercent(data.paidPercent)}</span>
                </div>
                <Progress value={data.paidPercent} color="success" label={t('crm.expenses.paid')} />
              </div>
            </div>
          )}
        </PeriodBody>
      </CardContent>
    </Card>
  );
}
