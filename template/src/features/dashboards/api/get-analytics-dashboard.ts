/** GET /dashboards/analytics: every Analytics card. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { dashboardKeys } from './keys';
import type { AnalyticsDashboard } from '../types/analytics';

const analyticsSchema = () => import('../types/analytics').then((m) => m.analyticsDashboardSchema);

export async function getAnalyticsDashboard(signal?: AbortSignal): Promise<AnalyticsDashboard> {
  return parseAnswer(api.get<unknown>('dashboards/analytics', { signal }), analyticsSchema);
}

export const analyticsDashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.analytics(),
    queryFn: ({ signal }) => getAnalyticsDashboard(signal),
  });

export function useAnalyticsDashboard() {
  return useQuery(analyticsDashboardQuery());
}
