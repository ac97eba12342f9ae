/**
 * POST /apps/calendar/events {event} (new, 201) and POST /apps/calendar/events/:id {event} (update).
 * Every category view refetches afterwards, so a drag or an edit shows everywhere.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { CalendarEvent, CalendarEventInput } from '../types';
import { calendarKeys } from './keys';

export async function saveEvent({ id, ...event }: CalendarEventInput & { id?: string }): Promise<CalendarEvent> {
  const path = id === undefined ? 'apps/calendar/events' : `apps/calendar/events/${encodeURIComponent(id)}`;
  return (
    await parseAnswer(api.post<unknown>(path, { body: { event } }), () =>
      import('../types').then((m) => m.savedEventSchema),
    )
  ).event;
}

export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
