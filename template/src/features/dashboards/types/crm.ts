/**
 * Zod schema of the CRM dashboard (GET dashboards/crm): loaded beside the request (lib/parse-
 * answer.ts), one file per dashboard so each loads only its own.
 */
import { z } from 'zod/mini';
import { monthSchema, numbers, toneSchema } from './shared';

export const crmDashboardSchema = z.object({
  statistics: z.array(z.object({ id: z.string(), value: z.number(), progress: z.number(), tone: toneSchema })),
  monthlyEarnings: z.object({
    months: z.array(monthSchema),
    series: numbers,
    total: z.number(),
    changePercent: z.number(),
  }),
  balanceOverview: z.object({ months: z.array(monthSchema), income: numbers, expenses: numbers }),
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
  monthlyExpenses: z.object({
    categories: z.array(z.object({ id: z.string(), amount: z.number(), paid: z.number() })),
    total: z.number(),
    paidPercent: z.number(),
    pendingPercent: z.number(),
  }),
  transactions: z.array(
    z.object({ id: z.string(), kind: z.string(), party: z.string(), at: z.string(), amount: z.number() }),
  ),
});
export type CrmDashboard = z.infer<typeof crmDashboardSchema>;
