/** GET /jobs/:id: one opening with its description. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { preloadGet } from '@/lib/api-preload';
import { parseAnswer } from '@/lib/parse-answer';
import type { Job } from '../types';
import { jobKeys } from './keys';

const jobPath = (id: number) => `jobs/${id}`;

export async function getJob(id: number, signal?: AbortSignal): Promise<Job> {
  return parseAnswer(api.get<unknown>(jobPath(id), { signal }), () => import('../types').then((m) => m.jobSchema));
}

/** Sends GET /jobs/:id before the screen that reads it renders (lib/api-preload.ts). */
export const preloadJob = (id: number) => preloadGet(jobPath(id));

export const jobQuery = (id: number) =>
  queryOptions({ queryKey: jobKeys.detail(id), queryFn: ({ signal }) => getJob(id, signal) });

export function useJob(id: number | null) {
  return useQuery({ ...jobQuery(id ?? 0), enabled: id !== null });
}
