/** GET /dashboards/crm: every CRM card except the paged activities and the orders table. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { dashboardKeys } from './keys';
import type { CrmDashboard } from '../types/crm';

const crmSchema = () => import('../types/crm').then((m) => m.crmDashboardSchema);

export async function getCrmDashboard(signal?: AbortSignal): Promise<CrmDashboard> {
  return parseAnswer(api.get<unknown>('dashboards/crm', { signal }), crmSchema);
}

export const crmDashboardQuery = () =>
  queryOptions({ queryKey: dashboardKeys.crm(), queryFn: ({ signal }) => getCrmDashboard(signal) });

export function useCrmDashboard() {
  return useQuery(crmDashboardQuery());
}
