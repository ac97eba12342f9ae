/**
 * Zod schema of the CRM activities pages (GET dashboards/crm/activities): loaded beside the request
 * (lib/parse-answer.ts), one file per dashboard so each loads only its own.
 */
import { z } from 'zod/mini';

const activitySchema = z.object({
  id: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  people: z.array(z.string()),
});
export const activitiesPageSchema = z.object({
  items: z.array(activitySchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
export type Activity = z.infer<typeof activitySchema>;
export type ActivitiesPage = z.infer<typeof activitiesPageSchema>;
