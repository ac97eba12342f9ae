import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { Tone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import type { CrmDashboard } from '../../types/crm';
import { MenuCardHeader } from '../shared/menu-card-header';
import { useDashboardRefresh } from '../shared/use-dashboard-refresh';

const tones: Record<string, Tone> = { BTC: 'warning', ETH: 'info', LTC: 'secondary', ADA: 'primary', DOT: 'error' };
const compactMoney = (v: number) => formatMoney(Math.abs(v), 'USD', { notation: 'compact', maximumFractionDigits: 1 });

/** Each coin held, the amount and purchase date, and the profit or loss on it. */
export function CryptoHoldingsCard({ data }: { data?: CrmDashboard['cryptoHoldings'] }) {
  const { t } = useTranslation('dashboards');
  const refresh = useDashboardRefresh('crm');
  const table = data && {
    columns: (['coin', 'amount', 'acquired', 'pnl'] as const).map((c) => t(`crm.crypto.columns.${c}`)),
    rows: data.map((coin) => [`${coin.name} (${coin.symbol})`, coin.amount, coin.acquiredOn, coin.pnl]),
  };
  return (
    <Card className="h-full">
      <MenuCardHeader title={t('crm.crypto.title')} onRefresh={refresh} exportName="crypto-holdings" table={table} />
      <CardContent>
        <ul className="flex flex-col gap-5">
          {data
            ? data.map((coin) => {
                const up = coin.pnl >= 0;
                const Icon = up ? ArrowUp : ArrowDown;
                return (
                  <li key={coin.symbol} className="flex items-center gap-3">
                    <Avatar
                      color={tones[coin.symbol] ?? 'primary'}
                      shape="rounded"
                      fallback={coin.symbol.slice(0, 2)}
                      aria-hidden
                    />
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">
                        {coin.name} <span className="text-muted-foreground">({coin.symbol})</span>
                      </p>
                      <p className="text-xs text-muted-foreground">
                        {t('crm.crypto.held', {
                          amount: formatNumber(coin.amount),
                          symbol: coin.symbol,
                          date: formatDate(`${coin.acquiredOn}T00:00`),
                        })}
                      </p>
                    </div>
                    <p
                      className={cn(
                        'flex shrink-0 items-center gap-1 text-sm font-semibold',
                        up ? 'text-success-text' : 'text-error-text',
                      )}
                    >
                      <Icon aria-hidden className="size-4" />
                      <span className="sr-only">{up ? t('crm.crypto.profit') : t('crm.crypto.loss')}</span>
                      {compactMoney(coin.pnl)}
                    </p>
                  </li>
                );
              })
            : Array.from({ length: 5 }, (_, i) => (
                <li key={i} className="flex items-center gap-3">
                  <Skeleton className="size-10" />
                  <Skeleton className="h-9 flex-1" />
                </li>
              ))}
        </ul>
      </CardContent>
    </Card>
  );
}
