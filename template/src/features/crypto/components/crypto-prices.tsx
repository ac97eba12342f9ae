import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { formatCompact, formatMoney, formatNumber } from '@/lib/format';
import { usePrices } from '../api/get-prices';
import { CryptoChange } from './crypto-change';

/** "Crypto currency prices": the market snapshot with a search on name or symbol (on the server). */
export function CryptoPrices() {
  const { t } = useTranslation('crypto');
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 250);
  const prices = usePrices(debounced);
  const columns = ['currency', 'price', 'marketCap', 'volume', 'supply', 'change'] as const;
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3 p-6 pb-4">
        <h2 id="crypto-prices" className="text-lg font-semibold">
          {t('prices.title')}
        </h2>
        <SearchField
          label={t('prices.search')}
          maxLength={50}
          value={query}
          onValueChange={setQuery}
          className="w-full sm:w-64"
        />
      </div>
      {prices.isError ? (
        <ErrorState onRetry={() => void prices.refetch()} />
      ) : prices.data?.length === 0 ? (
        <EmptyState title={t('prices.empty')} description={t('prices.emptyText', { query: debounced })} />
      ) : (
        <div className="relative overflow-x-auto">
          <table
            aria-labelledby="crypto-prices"
            aria-busy={prices.isPlaceholderData}
            className="w-full min-w-[48rem] text-sm"
          >
            <thead className="border-y bg-muted/50 text-xs text-muted-foreground uppercase">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-6 py-3 text-start font-semibold">
                    {t(`prices.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(prices.data ?? Array.from({ length: 8 }, () => null)).map((coin, index) => (
                <tr key={coin?.symbol ?? index} className="border-b last:border-b-0">
                  {coin ? (
                    <>
                      <th scope="row" className="px-6 py-3 text-start font-medium">
                        <span className="flex items-center gap-3">
                          <span
                            aria-hidden
                            className="grid size-8 place-items-center rounded-full bg-primary/12 text-[0.625rem] font-bold text-primary-text"
                          >
                            {coin.symbol.slice(0, 3)}
                          </span>
                          <span>
                            {coin.name} <span className="text-muted-foreground">{coin.symbol}</span>
                          </span>
                        </span>
                      </th>
                      <td className="px-6 py-3 tabular-nums">
                        {formatMoney(coin.price, 'USD', { maximumFractionDigits: coin.price < 10 ? 4 : 2 })}
                      </td>
                      <td className="px-6 py-3 tabular-nums">
                        {formatMoney(coin.marketCap, 'USD', { notation: 'compact' })}
                      </td>
                      <td className="px-6 py-3 tabular-nums">
                        {formatMoney(coin.volume24h, 'USD', { notation: 'compact' })}
                      </td>
                      <td className="px-6 py-3 tabular-nums">{formatCompact(coin.circulatingSupply)}</td>
                      <td className="px-6 py-3">
                        <CryptoChange value={coin.change24h} />
                      </td>
                    </>
                  ) : (
                    <td colSpan={columns.length} className="px-6 py-3">
                      <Skeleton className="h-8" />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {prices.data && debounced
          ? t('prices.count', { count: prices.data.length, formatted: formatNumber(prices.data.length) })
          : ''}
      </p>
    </Card>
  );
}
