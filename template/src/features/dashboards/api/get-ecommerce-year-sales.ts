/** GET /dashboards/ecommerce/year-sales?period=: the Yearly Sales card's months for this year or the last. */
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { EcommerceYearSales } from '../types/ecommerce';
import type { DashboardPeriod } from '../types/period';

export async function getEcommerceYearSales(
  period: DashboardPeriod,
  signal?: AbortSignal,
): Promise<EcommerceYearSales> {
  return parseAnswer(api.get<unknown>('dashboards/ecommerce/year-sales', { params: { period }, signal }), () =>
    import('../types/ecommerce').then((m) => m.yearSalesSchema),
  );
}
