/** Calendar event shape and its categories. */
import { z } from 'zod/mini';
import type { Tone } from '@/components/ui/tone';

export const calendarCategories = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'] as const;
export type CalendarCategory = (typeof calendarCategories)[number];

/** Colour of each category, in the chips, the filters and the calendar itself. */
export const categoryTone: Record<CalendarCategory, Tone> = {
  Business: 'primary',
  Holiday: 'success',
  Personal: 'error',
  Family: 'warning',
  ETC: 'info',
};

export const calendarEventSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  /** `YYYY-MM-DD` (all-day) or `YYYY-MM-DDTHH:mm` */
  start: z.string(),
  /** Exclusive for all-day events: the day after the last one. */
  end: z.string(),
  allDay: z.boolean(),
  extendedProps: z.object({
    calendar: z.enum(calendarCategories),
    guests: z.array(z.string()),
    description: z.string(),
  }),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;
export type CalendarEventInput = Omit<CalendarEvent, 'id'>;

/** GET /apps/calendar/events answers the events of the asked calendars. */
export const calendarEventListSchema = z.array(calendarEventSchema);

/** POST and PUT of an event answer `{ event }`, as stored. */
export const savedEventSchema = z.object({ event: calendarEventSchema });
