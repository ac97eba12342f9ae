/**
 * GET /dashboards/analytics/new-customers?period= and GET /dashboards/analytics/weekly-sales?period=:
 * two Analytics chart cards, one period at a time.
 */
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { AnalyticsNewCustomers, AnalyticsWeeklySales } from '../types/analytics';
import type { DashboardPeriod } from '../types/period';

export async function getAnalyticsNewCustomers(
  period: DashboardPeriod,
  signal?: AbortSignal,
): Promise<AnalyticsNewCustomers> {
  return parseAnswer(api.get<unknown>('dashboards/analytics/new-customers', { params: { period }, signal }), () =>
    import('../types/analytics').then((m) => m.newCustomersSchema),
  );
}

export async function getAnalyticsWeeklySales(
  period: DashboardPeriod,
  signal?: AbortSignal,
): Promise<AnalyticsWeeklySales> {
  return parseAnswer(api.get<unknown>('dashboards/analytics/weekly-sales', { params: { period }, signal }), () =>
    import('../types/analytics').then((m) => m.weeklySalesSchema),
  );
}
