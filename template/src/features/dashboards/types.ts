/** Shapes shared by the dashboard endpoints. Each endpoint's own schema sits in its api/ file. */
import { z } from 'zod/mini';

export const toneSchema = z.enum(['primary', 'secondary', 'success', 'info', 'warning', 'error']);
export type Tone = z.infer<typeof toneSchema>;

/** `YYYY-MM` month keys, formatted for the locale by the cards. */
export const monthSchema = z.string().check(z.regex(/^\d{4}-\d{2}$/));
export const numbers = z.array(z.number());

export type { CrmDashboard } from './api/get-crm-dashboard';
export type { ActivitiesPage, Activity } from './api/get-crm-activities';
export type { EcommerceDashboard, EcommerceTask, PostComment } from './api/get-ecommerce-dashboard';
export type { AnalyticsDashboard } from './api/get-analytics-dashboard';
export type { OperationsDashboard } from './api/get-operations-dashboard';
