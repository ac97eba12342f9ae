/** GET /dashboards/crm/activities?page&perPage: upcoming activities, one page at a time. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './keys';

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

export async function getCrmActivities(page: number, perPage: number, signal?: AbortSignal): Promise<ActivitiesPage> {
  return activitiesPageSchema.parse(
    await api.get<unknown>('dashboards/crm/activities', { params: { page, perPage }, signal }),
  );
}

export const crmActivitiesQuery = (page: number, perPage: number) =>
  queryOptions({
    queryKey: dashboardKeys.activities(page, perPage),
    queryFn: ({ signal }) => getCrmActivities(page, perPage, signal),
    // Keep the current page on screen while the next one loads, so the card does not jump.
    placeholderData: keepPreviousData,
  });

export function useCrmActivities(page: number, perPage: number) {
  return useQuery(crmActivitiesQuery(page, perPage));
}
