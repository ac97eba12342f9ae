import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney, formatNumber } from '@/lib/format';
import { useHoldings } from '../api/get-holdings';
import { CryptoChange } from './crypto-change';
import { CryptoSparkline } from './crypto-sparkline';

/** One card per coin in the wallet: amount, value in USD, 24-hour change and a 12-day trend. */
export function CryptoHoldings() {
  const { t } = useTranslation('crypto');
  const holdings = useHoldings();
  if (holdings.isError)
    return <ErrorState className="rounded-card bg-card shadow-card" onRetry={() => void holdings.refetch()} />;
  return (
    <ul aria-label={t('holdings')} className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {(holdings.data ?? Array.from({ length: 4 }, () => null)).map((coin, index) => (
        <li key={coin?.symbol ?? index}>
          {coin ? (
            <Card className="gap-4 p-5">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden
                  className="grid size-10 place-items-center rounded-full bg-primary/12 text-sm font-bold text-primary-text"
                >
                  {coin.symbol.slice(0, 3)}
                </span>
                <div className="min-w-0">
                  <h2 className="font-semibold">{coin.name}</h2>
                  <p className="text-xs text-muted-foreground" dir="ltr">
                    {formatNumber(coin.amount, { maximumFractionDigits: 6 })} {coin.symbol}
                  </p>
                </div>
              </div>
              <div className="flex items-end justify-between gap-3">
                <div>
                  <p className="text-xl font-semibold">{formatMoney(coin.value)}</p>
                  <div className="mt-1">
                    <CryptoChange value={coin.change24h} />
                  </div>
                </div>
                <CryptoSparkline values={coin.trend} rising={coin.trend.at(-1)! >= coin.trend[0]!} />
              </div>
            </Card>
          ) : (
            // As tall as a coin's card (its lines do not wrap), so the prices below keep their place.
            <Skeleton className="h-[9.625rem] rounded-card" />
          )}
        </li>
      ))}
    </ul>
  );
}
