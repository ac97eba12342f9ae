import { useTranslation } from 'react-i18next';
import { CandlestickChart } from '@/components/charts/lite/candlestick-chart';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney, formatNumber } from '@/lib/format';
import type { EcommerceDashboard } from '../../types/ecommerce';
import { DeltaChip } from '../shared/delta-chip';

type Coin = EcommerceDashboard['crypto'][number];

/** One coin held: amount, value, change, and a candlestick sparkline of its last sessions. */
export function CryptoCard({ coin }: { coin?: Coin }) {
  const { t } = useTranslation('dashboards');
  if (!coin) return <CryptoCardSkeleton />;
  return (
    <Card className="h-full">
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <Avatar color={coin.changePercent >= 0 ? 'warning' : 'info'} fallback={coin.symbol.slice(0, 1)} aria-hidden />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold">{coin.name}</h3>
            <p className="text-xs whitespace-nowrap text-muted-foreground">
              {formatNumber(coin.amount)} {coin.symbol}
            </p>
          </div>
        </div>
        {/* The change goes under the value when the card is narrow (four coins in a row). */}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p className="text-xl font-semibold">{formatMoney(coin.value)}</p>
          <DeltaChip value={coin.changePercent} />
        </div>
        <CandlestickChart
          height={80}
          label={t('ecommerce.crypto.chart', { name: coin.name })}
          candles={coin.candles}
          table={{
            columns: [
              t('ecommerce.crypto.session'),
              t('ecommerce.crypto.open'),
              t('ecommerce.crypto.high'),
              t('ecommerce.crypto.low'),
              t('ecommerce.crypto.close'),
            ],
            rows: coin.candles.map((c, i) => [
              formatNumber(i + 1),
              ...c.map((v) => formatMoney(v, 'USD', { maximumFractionDigits: 0 })),
            ]),
          }}
        />
      </CardContent>
    </Card>
  );
}

/** The loading state: the loaded card's rows (avatar and name, value, 80 px chart) as skeletons. */
function CryptoCardSkeleton() {
  return (
    <Card className="h-full">
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-1">
            <Skeleton className="h-6 w-24" />
            <Skeleton className="h-4 w-16" />
          </div>
        </div>
        <Skeleton className="h-7 w-32" />
        <Skeleton className="h-20" />
      </CardContent>
    </Card>
  );
}
