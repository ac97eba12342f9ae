/** The dashboards' data types, each inferred from its endpoint's schema in api/. */
import type { z } from 'zod/mini';
import type { toneSchema } from './api/schemas/shared';

export type Tone = z.infer<typeof toneSchema>;

export type { CrmDashboard } from './api/get-crm-dashboard';
export type { ActivitiesPage, Activity } from './api/get-crm-activities';
export type { EcommerceDashboard, EcommerceTask, PostComment } from './api/get-ecommerce-dashboard';
export type { AnalyticsDashboard } from './api/get-analytics-dashboard';
export type { OperationsDashboard } from './api/get-operations-dashboard';
