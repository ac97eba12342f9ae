/** GET /academy/dashboard: the learner's stats, courses, time spent, classes, assignments and certificate. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { AcademyDashboard } from '../types';
import { academyKeys } from './keys';

export async function getAcademyDashboard(signal?: AbortSignal): Promise<AcademyDashboard> {
  return parseAnswer(api.get<unknown>('academy/dashboard', { signal }), () =>
    import('../types').then((m) => m.academyDashboardSchema),
  );
}

export const academyDashboardQuery = () =>
  queryOptions({ queryKey: academyKeys.dashboard(), queryFn: ({ signal }) => getAcademyDashboard(signal) });

export function useAcademyDashboard() {
  return useQuery(academyDashboardQuery());
}
