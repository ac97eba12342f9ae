/** GET /email/messages?folder=&label=&q=&page=&itemsPerPage=: one page of a folder view. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { MailPage } from '../types/schemas';
import { emailKeys, type MailListParams } from './keys';

export async function getMails(params: MailListParams, signal?: AbortSignal): Promise<MailPage> {
  const { label, q, ...rest } = params;
  const answer = api.get<unknown>('email/messages', {
    params: { ...rest, ...(label ? { label } : {}), ...(q.trim() ? { q: q.trim() } : {}) },
    signal,
  });
  return parseAnswer(answer, () => import('../types/schemas').then((m) => m.mailPageSchema));
}

export const mailsQuery = (params: MailListParams) =>
  queryOptions({ queryKey: emailKeys.list(params), queryFn: ({ signal }) => getMails(params, signal) });

/** The page keeps showing while the next one loads (a new page or search does not blank the list). */
export function useMails(params: MailListParams) {
  return useQuery({ ...mailsQuery(params), placeholderData: keepPreviousData });
}
