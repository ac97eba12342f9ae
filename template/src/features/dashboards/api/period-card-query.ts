/**
 * Query options of a card whose period the visitor can switch (GET dashboards/<dashboard>/<card>
 * ?period=). Each card's endpoint file gives its fetcher; the key holds the period, so every
 * period is cached on its own and switching back shows the earlier answer at once.
 */
import { queryOptions } from '@tanstack/react-query';
import type { DashboardPeriod } from '../types/period';
import { dashboardKeys } from './keys';

export interface PeriodCardQuery<T> {
  dashboard: string;
  card: string;
  period: DashboardPeriod;
  fetch: (period: DashboardPeriod, signal?: AbortSignal) => Promise<T>;
}

export const periodCardQuery = <T>({ dashboard, card, period, fetch }: PeriodCardQuery<T>) =>
  queryOptions({
    // One card's figures for one period, under the dashboards' keys (kept here: only cards with a period load it).
    queryKey: [...dashboardKeys.all, dashboard, card, { period }] as const,
    queryFn: ({ signal }) => fetch(period, signal),
  });
