/** GET /email/messages/:id: a message in full with its conversation. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { MailDetail } from '../types/schemas';
import { emailKeys } from './keys';

export async function getMail(id: number, signal?: AbortSignal): Promise<MailDetail> {
  return parseAnswer(api.get<unknown>(`email/messages/${id}`, { signal }), () =>
    import('../types/schemas').then((m) => m.mailDetailSchema),
  );
}

export const mailQuery = (id: number) =>
  queryOptions({ queryKey: emailKeys.detail(id), queryFn: ({ signal }) => getMail(id, signal) });

/** The message of the address's `id`; disabled while there is none (or it is malformed). */
export function useMail(id: number | null) {
  return useQuery({ ...mailQuery(id ?? 0), enabled: id !== null });
}
