/** GET /dashboards/analytics/total-orders?period=: the Total Orders card's months for this year or the last. */
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { AnalyticsTotalOrders } from '../types/analytics';
import type { DashboardPeriod } from '../types/period';

export async function getAnalyticsTotalOrders(
  period: DashboardPeriod,
  signal?: AbortSignal,
): Promise<AnalyticsTotalOrders> {
  return parseAnswer(api.get<unknown>('dashboards/analytics/total-orders', { params: { period }, signal }), () =>
    import('../types/analytics').then((m) => m.totalOrdersSchema),
  );
}
