/**
 * GET /dashboards/analytics/coupons?period= and GET /dashboards/analytics/paying?period=: the two
 * Analytics gauge cards, one period at a time.
 */
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { AnalyticsCoupons, AnalyticsPaying } from '../types/analytics';
import type { DashboardPeriod } from '../types/period';

export async function getAnalyticsCoupons(period: DashboardPeriod, signal?: AbortSignal): Promise<AnalyticsCoupons> {
  return parseAnswer(api.get<unknown>('dashboards/analytics/coupons', { params: { period }, signal }), () =>
    import('../types/analytics').then((m) => m.couponsSchema),
  );
}

export async function getAnalyticsPaying(period: DashboardPeriod, signal?: AbortSignal): Promise<AnalyticsPaying> {
  return parseAnswer(api.get<unknown>('dashboards/analytics/paying', { params: { period }, signal }), () =>
    import('../types/analytics').then((m) => m.payingSchema),
  );
}
