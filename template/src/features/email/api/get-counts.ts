/** GET /email/counts: unread and total messages of every folder view, for the sidebar. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { MailCounts } from '../types/schemas';
import { emailKeys } from './keys';

export async function getCounts(signal?: AbortSignal): Promise<MailCounts> {
  return parseAnswer(api.get<unknown>('email/counts', { signal }), () =>
    import('../types/schemas').then((m) => m.mailCountsSchema),
  );
}

export const countsQuery = () =>
  queryOptions({ queryKey: emailKeys.counts(), queryFn: ({ signal }) => getCounts(signal) });

export function useMailCounts() {
  return useQuery(countsQuery());
}
