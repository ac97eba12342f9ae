/** GET /jobs?role=&location=&workType=&salary=&sort=: openings filtered and sorted by the server. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { Job, JobFilters } from '../types';
import { jobKeys } from './keys';

export async function getJobs(filters: JobFilters, signal?: AbortSignal): Promise<Job[]> {
  const answer = api.get<unknown>('jobs', {
    params: {
      role: filters.role.trim() || undefined,
      location: filters.location.trim() || undefined,
      workType: filters.workType || undefined,
      salary: filters.salary || undefined,
      sort: filters.sort,
    },
    signal,
  });
  return parseAnswer(answer, () => import('../types').then((m) => m.jobListSchema));
}

export const jobsQuery = (filters: JobFilters) =>
  queryOptions({ queryKey: jobKeys.list(filters), queryFn: ({ signal }) => getJobs(filters, signal) });

export function useJobs(filters: JobFilters) {
  return useQuery({ ...jobsQuery(filters), placeholderData: keepPreviousData });
}
