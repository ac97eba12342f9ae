/**
 * The periods a dashboard card can be switched to, shared by the cards' menus and the demo
 * backend (which answers a card's figures per period). Each card offers the ones that fit it.
 */
import { z } from 'zod/mini';

export const dashboardPeriods = ['7d', '30d', '90d'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

export const periodSchema = z.enum(dashboardPeriods, {
  error: `period must be one of ${dashboardPeriods.join(', ')}`,
});

/** How many days each period covers. */
export const periodDays: Record<DashboardPeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };
