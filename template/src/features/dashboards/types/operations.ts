/**
 * Zod schema of the Operations dashboard (GET dashboards/operations): loaded beside the request
 * (lib/parse-answer.ts), one file per dashboard so each loads only its own.
 */
import { z } from 'zod/mini';

const stockAlertSchema = z.object({
  sku: z.string(),
  product: z.string(),
  onHand: z.number(),
  reorderPoint: z.number(),
  reserved: z.number(),
  available: z.number(),
  severity: z.enum(['low', 'critical']),
});

export const operationsDashboardSchema = z.object({
  generatedAt: z.string(),
  kpis: z.object({
    openOrders: z.number(),
    inTransit: z.number(),
    onTimeRate: z.nullable(z.number()),
    avgLeadDays: z.nullable(z.number()),
    openValue: z.number(),
    stockAlerts: z.number(),
  }),
  pipeline: z.array(z.object({ status: z.string(), count: z.number(), amount: z.number() })),
  onTime: z.object({ delivered: z.number(), onTime: z.number(), late: z.number() }),
  carriers: z.array(
    z.object({
      carrier: z.string(),
      promiseDays: z.number(),
      shipments: z.number(),
      inTransit: z.number(),
      delivered: z.number(),
      onTime: z.number(),
      late: z.number(),
      onTimeRate: z.nullable(z.number()),
    }),
  ),
  warehouses: z.array(
    z.object({
      name: z.string(),
      capacity: z.number(),
      onHand: z.number(),
      utilisation: z.number(),
      ordersToPick: z.number(),
      alerts: z.array(stockAlertSchema),
    }),
  ),
  branches: z.array(
    z.object({
      branch: z.string(),
      capacity: z.number(),
      preparing: z.number(),
      onRoad: z.number(),
      delivered: z.number(),
      cancelled: z.number(),
      active: z.number(),
      loadPercent: z.number(),
      revenue: z.number(),
    }),
  ),
  staff: z.object({
    shift: z.enum(['morning', 'evening', 'night']),
    window: z.object({ start: z.number(), end: z.number() }),
    onShift: z.array(z.object({ name: z.string(), team: z.string(), role: z.string(), shift: z.string() })),
    byTeam: z.array(z.object({ team: z.string(), onShift: z.number(), total: z.number() })),
  }),
});
export type OperationsDashboard = z.infer<typeof operationsDashboardSchema>;
