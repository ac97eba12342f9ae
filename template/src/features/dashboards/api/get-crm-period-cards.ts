/**
 * GET /dashboards/crm/earnings?period=, /dashboards/crm/expenses?period= and
 * /dashboards/crm/balance?period=: the CRM cards about a month or a year, one period at a time.
 */
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { CrmBalance, CrmEarnings, CrmExpenses } from '../types/crm';
import type { DashboardPeriod } from '../types/period';

const crmTypes = () => import('../types/crm');

export async function getCrmEarnings(period: DashboardPeriod, signal?: AbortSignal): Promise<CrmEarnings> {
  return parseAnswer(api.get<unknown>('dashboards/crm/earnings', { params: { period }, signal }), () =>
    crmTypes().then((m) => m.earningsSchema),
  );
}

export async function getCrmExpenses(period: DashboardPeriod, signal?: AbortSignal): Promise<CrmExpenses> {
  return parseAnswer(api.get<unknown>('dashboards/crm/expenses', { params: { period }, signal }), () =>
    crmTypes().then((m) => m.expensesSchema),
  );
}

export async function getCrmBalance(period: DashboardPeriod, signal?: AbortSignal): Promise<CrmBalance> {
  return parseAnswer(api.get<unknown>('dashboards/crm/balance', { params: { period }, signal }), () =>
    crmTypes().then((m) => m.balanceSchema),
  );
}
