/** GET /dashboards/analytics/sellers?period=: the sellers table for one period. */
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { AnalyticsSellers } from '../types/analytics';
import type { DashboardPeriod } from '../types/period';

export async function getAnalyticsSellers(period: DashboardPeriod, signal?: AbortSignal): Promise<AnalyticsSellers> {
  return parseAnswer(api.get<unknown>('dashboards/analytics/sellers', { params: { period }, signal }), () =>
    import('../types/analytics').then((m) => m.sellersSchema),
  );
}
