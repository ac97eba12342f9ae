/** DELETE /apps/calendar/events/:id; an event already gone counts as deleted. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { transientRetry } from '@/lib/query-retry';
import { calendarKeys } from './keys';

export async function deleteEvent(id: string): Promise<string> {
  try {
    await api.delete<unknown>(`apps/calendar/events/${encodeURIComponent(id)}`);
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
  }
  return id;
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    // Safe to send again after a timeout: an event already gone counts as deleted.
    ...transientRetry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
