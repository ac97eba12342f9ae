/** GET /dashboards/ecommerce/sales?period=: the Sales card's figures for one period. */
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { EcommerceSales } from '../types/ecommerce';
import type { DashboardPeriod } from '../types/period';

export async function getEcommerceSales(period: DashboardPeriod, signal?: AbortSignal): Promise<EcommerceSales> {
  return parseAnswer(api.get<unknown>('dashboards/ecommerce/sales', { params: { period }, signal }), () =>
    import('../types/ecommerce').then((m) => m.salesSchema),
  );
}
