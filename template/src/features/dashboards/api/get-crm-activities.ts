/** GET /dashboards/crm/activities?page&perPage: upcoming activities, one page at a time. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { dashboardKeys } from './keys';
import type { ActivitiesPage } from '../types/crm-activities';

const activitiesSchema = () => import('../types/crm-activities').then((m) => m.activitiesPageSchema);

export async function getCrmActivities(page: number, perPage: number, signal?: AbortSignal): Promise<ActivitiesPage> {
  return parseAnswer(
    api.get<unknown>('dashboards/crm/activities', { params: { page, perPage }, signal }),
    activitiesSchema,
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
