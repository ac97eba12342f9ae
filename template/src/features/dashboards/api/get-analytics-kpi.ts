/** GET /dashboards/analytics/kpis/:id?period=: one headline figure and its trend over a period. */
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { AnalyticsKpi } from '../types/analytics';
import type { DashboardPeriod } from '../types/period';

export async function getAnalyticsKpi(
  id: string,
  period: DashboardPeriod,
  signal?: AbortSignal,
): Promise<AnalyticsKpi> {
  return parseAnswer(
    api.get<unknown>(`dashboards/analytics/kpis/${encodeURIComponent(id)}`, { params: { period }, signal }),
    () => import('../types/analytics').then((m) => m.kpiSchema),
  );
}
