/** GET /apps/calendar/events?calendars=A,B: the events of the ticked categories. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { CalendarCategory, CalendarEvent } from '../types';
import { calendarKeys } from './keys';

export async function getEvents(
  calendars: readonly CalendarCategory[],
  signal?: AbortSignal,
): Promise<CalendarEvent[]> {
  const answer = api.get<unknown>('apps/calendar/events', { params: { calendars: calendars.join(',') }, signal });
  return parseAnswer(answer, () => import('../types').then((m) => m.calendarEventListSchema));
}

export const eventsQuery = (calendars: readonly CalendarCategory[]) =>
  queryOptions({ queryKey: calendarKeys.events(calendars), queryFn: ({ signal }) => getEvents(calendars, signal) });

export function useEvents(calendars: readonly CalendarCategory[]) {
  return useQuery({ ...eventsQuery(calendars), placeholderData: keepPreviousData });
}
