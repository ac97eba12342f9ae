/** GET /dashboards/operations: fulfilment figures the backend derives from orders and restaurant orders. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { dashboardKeys } from './keys';
import type { OperationsDashboard } from '../types/operations';

const operationsSchema = () => import('../types/operations').then((m) => m.operationsDashboardSchema);

export async function getOperationsDashboard(signal?: AbortSignal): Promise<OperationsDashboard> {
  return parseAnswer(api.get<unknown>('dashboards/operations', { signal }), operationsSchema);
}

export const operationsDashboardQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.operations(),
    queryFn: ({ signal }) => getOperationsDashboard(signal),
  });

export function useOperationsDashboard() {
  return useQuery(operationsDashboardQuery());
}
