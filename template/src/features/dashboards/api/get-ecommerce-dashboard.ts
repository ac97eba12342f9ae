/** GET /dashboards/ecommerce: every eCommerce card, with the post's comments and the task list. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { dashboardKeys } from './keys';
import type { EcommerceDashboard } from '../types/ecommerce';

const ecommerceSchema = () => import('../types/ecommerce').then((m) => m.ecommerceDashboardSchema);

export async function getEcommerceDashboard(signal?: AbortSignal): Promise<EcommerceDashboard> {
  return parseAnswer(api.get<unknown>('dashboards/ecommerce', { signal }), ecommerceSchema);
}

export const ecommerceDashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.ecommerce(),
    queryFn: ({ signal }) => getEcommerceDashboard(signal),
  });

export function useEcommerceDashboard() {
  return useQuery(ecommerceDashboardQuery());
}
