/**
 * The periods a dashboard card can be switched to, shared by the cards' menus and the demo
 * backend (which answers a card's figures per period). Cards that follow days offer the rolling
 * periods; cards drawn month by month offer calendar years; cards about one month offer this month
 * or the last. Each card offers the ones that fit it.
 */
import { z } from 'zod/mini';

export const rollingPeriods = ['7d', '30d', '90d'] as const;
export type RollingPeriod = (typeof rollingPeriods)[number];

export const yearPeriods = ['this-year', 'last-year'] as const;
export type YearPeriod = (typeof yearPeriods)[number];

export const monthPeriods = ['this-month', 'last-month'] as const;
export type MonthPeriod = (typeof monthPeriods)[number];

export type DashboardPeriod = RollingPeriod | YearPeriod | MonthPeriod;

/** A `period` field that takes one of `periods`; anything else fails with the list in the message. */
export const periodEnum = <P extends DashboardPeriod>(periods: readonly [P, ...P[]]) =>
  z.enum(periods, { error: `period must be one of ${periods.join(', ')}` });

export const periodSchema = periodEnum(rollingPeriods);
export const yearPeriodSchema = periodEnum(yearPeriods);
export const monthPeriodSchema = periodEnum(monthPeriods);

/** How many days each rolling period covers. */
export const periodDays: Record<RollingPeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };
