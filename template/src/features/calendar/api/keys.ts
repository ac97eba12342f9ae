import type { CalendarCategory } from '../types';

/** Query keys of the calendar domain. */
export const calendarKeys = {
  all: ['calendar'] as const,
  events: (calendars: readonly CalendarCategory[]) => [...calendarKeys.all, 'events', [...calendars].sort()] as const,
};
