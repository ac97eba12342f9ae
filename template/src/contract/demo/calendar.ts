/**
 * The contract's calendar endpoints: the events of the chosen calendars, and an event added, moved
 * and deleted (the check adds one, edits it and deletes it again).
 */
import { z } from 'zod/mini';
import {
  calendarEventBodySchema,
  calendarEventListSchema,
  savedEventSchema,
  type CalendarEvent,
  type CalendarEventInput,
} from '@/features/calendar/types';
import type { AnswerOf, Endpoint } from '../types';

const checkEvent: CalendarEventInput = {
  title: 'Contract check',
  start: '2026-05-14',
  end: '2026-05-15',
  allDay: true,
  url: '',
  extendedProps: { calendar: 'Business', guests: [], description: '' },
};
const created = (answerOf: AnswerOf) => answerOf<{ event: CalendarEvent }>('createEvent')?.event;

export const calendarEndpoints: Endpoint[] = [
  {
    id: 'listEvents',
    method: 'get',
    path: '/apps/calendar/events',
    tag: 'Calendar',
    summary: 'Events of the chosen calendars (comma-separated; none given: every calendar)',
    query: z.object({ calendars: z.optional(z.string()) }),
    answer: calendarEventListSchema,
    ability: { action: 'read', subject: 'Calendar' },
    errors: [400],
  },
  {
    id: 'createEvent',
    method: 'post',
    path: '/apps/calendar/events',
    tag: 'Calendar',
    summary: 'Add an event (ISO dates; the end not before the start)',
    body: calendarEventBodySchema,
    answer: savedEventSchema,
    status: 201,
    ability: { action: 'read', subject: 'Calendar' },
    errors: [400],
    sample: () => ({ body: { event: checkEvent } }),
  },
  {
    id: 'updateEvent',
    method: 'post',
    path: '/apps/calendar/events/{id}',
    tag: 'Calendar',
    summary: 'Change an event (a drag to other dates, or an edit)',
    body: calendarEventBodySchema,
    answer: savedEventSchema,
    ability: { action: 'read', subject: 'Calendar' },
    errors: [400, 404],
    sample: (answerOf) => {
      const event = created(answerOf);
      return event && { path: { id: event.id }, body: { event: { ...checkEvent, title: 'Contract check 2' } } };
    },
  },
  {
    id: 'deleteEvent',
    method: 'delete',
    path: '/apps/calendar/events/{id}',
    tag: 'Calendar',
    summary: 'Delete an event',
    answer: z.object({ id: z.string() }),
    ability: { action: 'read', subject: 'Calendar' },
    errors: [404],
    sample: (answerOf) => {
      const event = created(answerOf);
      return event && { path: { id: event.id } };
    },
  },
];
