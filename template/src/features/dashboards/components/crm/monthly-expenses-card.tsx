import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RadialChart } from '@/components/charts/lite/radial-chart';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import type { Tone } from '@/components/ui/tone';
import { formatMoney, formatPercent } from '@/lib/format';
import type { CrmDashboard } from '../../types/crm';
import { Legend } from '../shared/legend';

const tones: Tone[] = ['primary', 'info', 'success', 'warning', 'error', 'secondary'];

const money = (v: number) => formatMoney(v, 'USD', { maximumFractionDigits: 0 });

/** This month's spending by category (polar area), and how much of it is paid or still pending. */
export function MonthlyExpensesCard({ data }: { data?: CrmDashboard['monthlyExpenses'] }) {
  const { t } = useTranslation('dashboards');
  const labels = useMemo(() => data?.categories.map((c) => t(`crm.expenses.categories.${c.id}`)) ?? [], [data, t]);
  const slices = useMemo(
    () =>
      data?.categories.map((c, i) => ({ name: labels[i] ?? c.id, value: c.amount, tone: tones[i % tones.length]! })) ??
      [],
    [data, labels],
  );
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('crm.expenses.title')}</CardTitle>
        <CardDescription>
          {t('crm.expenses.subtitle', {
            total: data ? formatMoney(data.total, 'USD', { maximumFractionDigits: 0 }) : '…',
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <RadialChart
          kind="polar"
          height={240}
          label={t('crm.expenses.chart')}
          slices={slices}
          formatValue={money}
          table={
            data && {
              columns: [t('crm.expenses.category'), t('crm.expenses.amount')],
              rows: data.categories.map((c, i) => [labels[i] ?? c.id, formatMoney(c.amount)]),
            }
          }
        />
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
      </CardContent>
    </Card>
  );
}
