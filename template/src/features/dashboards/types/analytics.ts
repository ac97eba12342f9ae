/**
 * Zod schema of the Analytics dashboard (GET dashboards/analytics): loaded beside the request
 * (lib/parse-answer.ts), one file per dashboard so each loads only its own.
 */
import { z } from 'zod/mini';
import { periodSchema, yearPeriodSchema } from './period';
import { monthSchema, numbers } from './shared';

/** The sellers table (also GET dashboards/analytics/sellers?period=, one period at a time). */
export const sellersSchema = z.object({
  period: periodSchema,
  totalDeliveries: z.number(),
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      name: z.string(),
      area: z.string(),
      deliveries: z.number(),
      earnings: z.number(),
      rating: z.number(),
    }),
  ),
});
export type AnalyticsSellers = z.infer<typeof sellersSchema>;

/** New customers, this period against the one before (also GET dashboards/analytics/new-customers?period=). */
export const newCustomersSchema = z.object({
  period: periodSchema,
  dates: z.array(z.string()),
  current: numbers,
  previous: numbers,
});
export type AnalyticsNewCustomers = z.infer<typeof newCustomersSchema>;

/** Sales a day or a week, in thousands (also GET dashboards/analytics/weekly-sales?period=). */
export const weeklySalesSchema = z.object({ period: periodSchema, dates: z.array(z.string()), series: numbers });
export type AnalyticsWeeklySales = z.infer<typeof weeklySalesSchema>;

/** A headline figure: its points a day (a week beyond 30 days), the last one and its change on the first (also GET dashboards/analytics/kpis/:id?period=). */
export const kpiSchema = z.object({
  id: z.string(),
  period: periodSchema,
  kind: z.enum(['area', 'column']),
  unit: z.enum(['percent', 'money', 'number']),
  dates: z.array(z.string()),
  series: numbers,
  value: z.number(),
  changePercent: z.number(),
});
export type AnalyticsKpi = z.infer<typeof kpiSchema>;

/** Each coupon's share of the orders, largest first (also GET dashboards/analytics/coupons?period=). */
export const couponsSchema = z.object({
  period: periodSchema,
  rows: z.array(z.object({ id: z.string(), share: z.number() })),
});
export type AnalyticsCoupons = z.infer<typeof couponsSchema>;

/** The share of paying customers, in percent (also GET dashboards/analytics/paying?period=). */
export const payingSchema = z.object({ period: periodSchema, share: z.number() });
export type AnalyticsPaying = z.infer<typeof payingSchema>;

/** Orders a month this year or last (also GET dashboards/analytics/total-orders?period=). */
export const totalOrdersSchema = z.object({
  period: yearPeriodSchema,
  months: z.array(monthSchema),
  completed: numbers,
  pending: numbers,
  total: z.number(),
  changePercent: z.number(),
  completedPercent: z.number(),
  pendingPercent: z.number(),
});
export type AnalyticsTotalOrders = z.infer<typeof totalOrdersSchema>;

export const analyticsDashboardSchema = z.object({
  kpis: z.array(kpiSchema),
  coupons: couponsSchema,
  marketShare: z.array(z.object({ brand: z.string(), millions: z.number() })),
  marketTotal: z.number(),
  paying: payingSchema,
  totalOrders: totalOrdersSchema,
  orderTrend: z.object({ total: z.number(), changePercent: z.number(), series: numbers }),
  socialTraffic: z.array(z.object({ network: z.string(), visits: z.number() })),
  socialMax: z.number(),
  newCustomers: newCustomersSchema,
  weeklySales: weeklySalesSchema,
  weather: z.object({
    city: z.string(),
    tempC: z.number(),
    highC: z.number(),
    lowC: z.number(),
    precipitation: z.number(),
    humidity: z.number(),
    windKmh: z.number(),
    condition: z.string(),
  }),
  tasks: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      due: z.string(),
      done: z.number(),
      steps: z.number(),
      comments: z.number(),
      completed: z.boolean(),
      owner: z.string(),
    }),
  ),
  leadingTeams: z.array(
    z.object({ company: z.string(), channel: z.string(), visitors: z.number(), trend: z.number() }),
  ),
  sellers: sellersSchema,
  locations: z.array(z.object({ id: z.string(), lat: z.number(), lng: z.number(), value: z.number() })),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;
