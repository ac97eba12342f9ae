/**
 * The state of a card whose period the visitor can switch: the period lives in the address (one
 * search parameter per card, e.g. `?sales=30d`, so a reload or a shared link keeps it), and the
 * card's figures come from the dashboard's answer for the default period and from the card's own
 * endpoint for the others. While a period loads, the figures on screen stay (marked busy) so the
 * card keeps its size.
 */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { periodCardQuery, type PeriodCardQuery } from '../../api/period-card-query';
import type { DashboardPeriod } from '../../types/period';

export interface PeriodCardOptions<T> extends Omit<PeriodCardQuery<T>, 'period'> {
  /** The search parameter holding this card's period. */
  param: string;
  /** The periods the card offers, in menu order. */
  periods: readonly DashboardPeriod[];
  /** The period the dashboard's answer covers; it is left out of the address. */
  defaultPeriod: DashboardPeriod;
  /** The card's figures from the dashboard's answer (undefined while it loads). */
  initial: T | undefined;
}

export function usePeriodCard<T>({ param, periods, defaultPeriod, initial, ...endpoint }: PeriodCardOptions<T>) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get(param);
  const period = periods.find((p) => p === asked) ?? defaultPeriod;
  const isDefault = period === defaultPeriod;
  const result = useQuery({
    ...periodCardQuery({ ...endpoint, period }),
    // The dashboard's answer already holds the default period: ask again only on Refresh.
    enabled: !isDefault,
    // `previous` is what the card showed (another period's answer), typed by the query library.
    placeholderData: (previous) => (isDefault ? initial : (previous ?? initial)) as typeof previous,
  });
  const setPeriod = (next: DashboardPeriod) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === defaultPeriod) params.delete(param);
        else params.set(param, next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const refresh = () => void result.refetch();
  /** A period's figures are on their way (the ones shown are the previous period's). */
  const busy = result.isFetching;
  const error = result.isError && !busy ? result.error : null;
  return {
    period,
    data: result.data,
    /** The card menu's period choice and Refresh (spread into `MenuCardHeader` or `CardMenu`). */
    menu: { period: { value: period, options: periods, onChange: setPeriod }, onRefresh: refresh },
    /** The props of the card's `PeriodBody`. */
    body: { busy, error, onRetry: refresh },
  };
}
