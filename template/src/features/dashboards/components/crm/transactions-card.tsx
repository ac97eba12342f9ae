import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toneFill } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import type { CrmDashboard } from '../../types/crm';
import { MenuCardHeader } from '../shared/menu-card-header';
import { useDashboardRefresh } from '../shared/use-dashboard-refresh';
import { timeLabel } from '../shared/format';

/** Today's money movements on a timeline: time on one side, what happened and the amount on the other. */
export function TransactionsCard({ data }: { data?: CrmDashboard['transactions'] }) {
  const { t } = useTranslation('dashboards');
  const refresh = useDashboardRefresh('crm');
  const what = (tx: NonNullable<typeof data>[number]) => t(`crm.transactions.kinds.${tx.kind}`, { party: tx.party });
  const table = data && {
    columns: (['time', 'transaction', 'amount'] as const).map((c) => t(`crm.transactions.columns.${c}`)),
    rows: data.map((tx) => [tx.at, what(tx), tx.amount]),
  };
  return (
    <Card className="h-full">
      <MenuCardHeader title={t('crm.transactions.title')} onRefresh={refresh} exportName="transactions" table={table} />
      <CardContent>
        {data ? (
          <ol className="flex flex-col">
            {data.map((tx, i) => {
              const incoming = tx.amount >= 0;
              return (
                <li key={tx.id} className="grid grid-cols-[4.5rem_auto_1fr] gap-x-3">
                  <time dateTime={tx.at} className="pt-0.5 text-end text-xs whitespace-nowrap text-muted-foreground">
                    {timeLabel(tx.at)}
                  </time>
                  <div className="flex flex-col items-center" aria-hidden>
                    <span
                      className={cn(
                        'mt-1 size-3 rounded-full ring-4 ring-card',
                        toneFill[incoming ? 'success' : 'primary'],
                      )}
                    />
                    {i < data.length - 1 && <span className="w-px flex-1 bg-border" />}
                  </div>
                  <div className="pb-5">
                    <p className="text-sm font-medium">{what(tx)}</p>
                    <p
                      className={cn('text-sm font-semibold', incoming ? 'text-success-text' : 'text-muted-foreground')}
                    >
                      <span className="sr-only">
                        {incoming ? t('crm.transactions.in') : t('crm.transactions.out')}{' '}
                      </span>
                      {incoming ? '+' : '−'}
                      {formatMoney(Math.abs(tx.amount))}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        ) : (
          <Skeleton className="h-80 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
