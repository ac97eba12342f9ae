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

// Dates are ISO 8601 text: `YYYY-MM-DD` for all-day events, `YYYY-MM-DDTHH:mm[:ss]` (with an optional
// offset) otherwise; the end may not come before the start.
const dateText = z.string().check(
  z.regex(
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/,
    'Use an ISO date such as 2026-05-14 or 2026-05-14T09:30',
  ),
  z.refine((v) => !Number.isNaN(Date.parse(v)), 'Not a real date'),
);

const eventInputSchema = z
  .object({
    title: z
      .string()
      .check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(100, 'Title must be at most 100 characters')),
    start: dateText,
    end: dateText,
    allDay: z._default(z.boolean({ error: 'allDay must be true or false' }), false),
    url: z._default(
      z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'URL must start with http:// or https://' })]),
      '',
    ),
    extendedProps: z.object({
      calendar: z.enum(calendarCategories, { error: `calendar must be one of: ${calendarCategories.join(', ')}` }),
      guests: z._default(
        z.array(z.email('Each guest must be an email address')).check(z.maxLength(20, 'At most 20 guests')),
        [],
      ),
      description: z._default(z.string().check(z.maxLength(500, 'Description must be at most 500 characters')), ''),
    }),
  })
  .check(
    z.refine((e) => Date.parse(e.end) >= Date.parse(e.start), {
      path: ['end'],
      message: 'End must not be before start',
    }),
  );

/** POST /apps/calendar/events and /apps/calendar/events/:id: the event as the server checks it. */
export const calendarEventBodySchema = z.object({ event: eventInputSchema });
