/**
 * Zod schema of the CRM dashboard (GET dashboards/crm): loaded beside the request (lib/parse-
 * answer.ts), one file per dashboard so each loads only its own.
 */
import { z } from 'zod/mini';
import { monthPeriodSchema, yearPeriodSchema } from './period';
import { monthSchema, numbers, toneSchema } from './shared';

/** A month's earnings and the twelve months up to it (also GET dashboards/crm/earnings?period=). */
export const earningsSchema = z.object({
  period: monthPeriodSchema,
  months: z.array(monthSchema),
  series: numbers,
  total: z.number(),
  changePercent: z.number(),
});
export type CrmEarnings = z.infer<typeof earningsSchema>;

/** A month's spending by category (also GET dashboards/crm/expenses?period=). */
export const expensesSchema = z.object({
  period: monthPeriodSchema,
  month: monthSchema,
  categories: z.array(z.object({ id: z.string(), amount: z.number(), paid: z.number() })),
  total: z.number(),
  paidPercent: z.number(),
  pendingPercent: z.number(),
});
export type CrmExpenses = z.infer<typeof expensesSchema>;

/** Income and expenses a month, this year or last (also GET dashboards/crm/balance?period=). */
export const balanceSchema = z.object({
  period: yearPeriodSchema,
  months: z.array(monthSchema),
  income: numbers,
  expenses: numbers,
});
export type CrmBalance = z.infer<typeof balanceSchema>;

export const crmDashboardSchema = z.object({
  statistics: z.array(z.object({ id: z.string(), value: z.number(), progress: z.number(), tone: toneSchema })),
  monthlyEarnings: earningsSchema,
  balanceOverview: balanceSchema,
  cryptoHoldings: z.array(
    z.object({ symbol: z.string(), name: z.string(), amount: z.number(), acquiredOn: z.string(), pnl: z.number() }),
  ),
  earningVsExpense: z.object({
    months: z.array(monthSchema),
    earning: numbers,
    expense: numbers,
    soldOut: z.number(),
    available: z.number(),
    soldOutPercent: z.number(),
  }),
  monthlyExpenses: expensesSchema,
  transactions: z.array(
    z.object({ id: z.string(), kind: z.string(), party: z.string(), at: z.string(), amount: z.number() }),
  ),
});
export type CrmDashboard = z.infer<typeof crmDashboardSchema>;
