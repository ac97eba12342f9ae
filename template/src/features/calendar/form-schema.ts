/**
 * The event drawer's form: what the inputs hold (text), its rules, and the conversion to and from
 * the stored event. All-day ends are stored exclusive (the day after) but shown inclusive.
 */
import { z } from 'zod/mini';
import { msg } from '@/lib/form-messages';
import { calendarCategories, type CalendarEvent, type CalendarEventInput } from './types';

const errors = {
  endBeforeStart: 'calendar:form.errors.endBeforeStart',
  url: 'calendar:form.errors.url',
  guests: 'calendar:form.errors.guests',
};

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const splitGuests = (text: string) =>
  text
    .split(/[,;\s]+/)
    .map((g) => g.trim())
    .filter(Boolean);

export const eventFormSchema = z
  .object({
    title: z.string().check(z.trim(), z.minLength(1, msg.required), z.maxLength(100, msg.max(100))),
    calendar: z.union([z.enum(calendarCategories), z.literal('')]).check(z.refine((v) => v !== '', msg.required)),
    allDay: z.boolean(),
    start: z.string().check(z.minLength(1, msg.required)),
    end: z.string().check(z.minLength(1, msg.required)),
    url: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), errors.url),
    ),
    guests: z.string().check(z.refine((v) => splitGuests(v).every((g) => emailPattern.test(g)), errors.guests)),
    description: z.string().check(z.maxLength(500, msg.max(500))),
  })
  .check(z.refine((v) => !v.start || !v.end || v.end >= v.start, { path: ['end'], message: errors.endBeforeStart }));
export type EventFormValues = z.input<typeof eventFormSchema>;

const pad = (n: number) => String(n).padStart(2, '0');
function shiftDay(day: string, by: number): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(y, m - 1, d + by);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Form values of an existing event, or of a new one over a picked range. */
export function toFormValues(
  event: Pick<CalendarEvent, 'start' | 'end' | 'allDay'> & Partial<CalendarEvent>,
): EventFormValues {
  return {
    title: event.title ?? '',
    calendar: event.extendedProps?.calendar ?? '',
    allDay: event.allDay,
    start: event.start,
    end: event.allDay ? shiftDay(event.end.slice(0, 10), -1) : event.end,
    url: event.url ?? '',
    guests: (event.extendedProps?.guests ?? []).join(', '),
    description: event.extendedProps?.description ?? '',
  };
}

/** Switching all-day on or off keeps the dates and adds or drops the time. */
export function switchAllDay(value: string, allDay: boolean, time = '09:00'): string {
  if (!value) return value;
  return allDay ? value.slice(0, 10) : value.length === 10 ? `${value}T${time}` : value;
}

export function toEventInput(values: EventFormValues): CalendarEventInput {
  return {
    title: values.title.trim(),
    allDay: values.allDay,
    start: values.start,
    end: values.allDay ? shiftDay(values.end.slice(0, 10), 1) : values.end,
    url: values.url.trim(),
    extendedProps: {
      calendar: values.calendar as CalendarEventInput['extendedProps']['calendar'],
      guests: splitGuests(values.guests),
      description: values.description.trim(),
    },
  };
}
