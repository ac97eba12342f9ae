/**
 * Demo backend of the calendar.
 *   GET    /apps/calendar/events?calendars=Business,Family  -> events of those categories
 *          (no parameter: every category; an empty value: none)
 *   POST   /apps/calendar/events      {event}  -> 201 {event} with a new id
 *   POST   /apps/calendar/events/:id  {event}  -> {event}; 404 for an unknown id
 *   DELETE /apps/calendar/events/:id           -> {id}; 404 for an unknown id
 * Dates are ISO 8601 text: `YYYY-MM-DD` for all-day events, `YYYY-MM-DDTHH:mm[:ss]` (with an
 * optional offset) otherwise; the end may not come before the start.
 * Every endpoint needs read Calendar, what the calendar screen's route needs (403 otherwise).
 * Seeded titles and descriptions come in the reader's language (Accept-Language, mocks/locale.ts)
 * until a user changes them; then they stay as typed. Guests' addresses and links stay.
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { calendarEventBodySchema } from '@/features/calendar/types';
import type { Locale } from '@/config/theme';
import { collection } from '../db';
import { calendarCategories, eventSeeds, type CalendarCategory } from '../data/calendar';
import { calendarAr } from '../data/calendar-ar';
import { calendarFr } from '../data/calendar-fr';
import { api, notFound, parseBody, parseQuery, requireAbility } from '../http';
import { localeOf, translatedSeed } from '../locale';

export interface StoredEvent {
  id: string;
  url: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  extendedProps: { calendar: CalendarCategory; guests: string[]; description: string };
}

const pad = (n: number) => String(n).padStart(2, '0');
function dayOf(offset: number, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function seedEvents(now = new Date()): StoredEvent[] {
  return eventSeeds.map((seed, index) => {
    const allDay = seed.start === null;
    const day = dayOf(seed.day, now);
    return {
      id: String(index + 1),
      url: seed.url ?? '',
      title: seed.title,
      allDay,
      // All-day ends are exclusive (the day after the last one), as calendars expect.
      start: allDay ? day : `${day}T${seed.start}`,
      end: allDay ? dayOf(seed.day + Number(seed.end), now) : `${day}T${String(seed.end)}`,
      extendedProps: { calendar: seed.calendar, guests: seed.guests ?? [], description: seed.description ?? '' },
    };
  });
}

export const eventsTable = collection<StoredEvent>('calendar-events', () => seedEvents());

const seed = seedEvents();
const seedTitles = new Map(seed.map(({ id, title }) => [id, { title }]));
const seedDescriptions = new Map(seed.map(({ id, extendedProps }) => [id, { description: extendedProps.description }]));
const titleTexts = { fr: calendarFr.titles, ar: calendarAr.titles };
const descriptionTexts = { fr: calendarFr.descriptions, ar: calendarAr.descriptions };

/** A stored event with its seed title and description in `locale`. */
function eventIn(event: StoredEvent, locale: Locale): StoredEvent {
  const { title } = translatedSeed(event, seedTitles.get(event.id), event.id, locale, titleTexts);
  const props = event.extendedProps;
  const { description } = translatedSeed(props, seedDescriptions.get(event.id), event.id, locale, descriptionTexts);
  return { ...event, title, extendedProps: { ...props, description } };
}

const listQuery = z.object({
  calendars: z.optional(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((v) => (v === '' ? [] : v.split(',').map((c) => c.trim()))),
      ),
      z.array(z.enum(calendarCategories, { error: `calendars must list: ${calendarCategories.join(', ')}` })),
    ),
  ),
});

export const handlers = [
  http.get(api('apps/calendar/events'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Calendar');
    if (user instanceof Response) return user;
    const query = parseQuery(listQuery, request.url);
    if (query instanceof Response) return query;
    const wanted = query.calendars ? new Set<string>(query.calendars) : null;
    const events = eventsTable.all().filter((e) => !wanted || wanted.has(e.extendedProps.calendar));
    const locale = localeOf(request);
    return HttpResponse.json(events.map((event) => eventIn(event, locale)));
  }),

  http.post(api('apps/calendar/events'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Calendar');
    if (user instanceof Response) return user;
    const body = await parseBody(calendarEventBodySchema, request);
    if (body instanceof Response) return body;
    const event = eventsTable.insert({ ...body.event, id: String(eventsTable.nextId()) });
    return HttpResponse.json({ event: eventIn(event, localeOf(request)) }, { status: 201 });
  }),

  http.post(api('apps/calendar/events/:id'), async ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Calendar');
    if (user instanceof Response) return user;
    const body = await parseBody(calendarEventBodySchema, request);
    if (body instanceof Response) return body;
    const event = eventsTable.update(String(params.id), body.event);
    return event
      ? HttpResponse.json({ event: eventIn(event, localeOf(request)) })
      : notFound(`Event ${String(params.id)}`);
  }),

  http.delete(api('apps/calendar/events/:id'), ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Calendar');
    if (user instanceof Response) return user;
    const id = String(params.id);
    return eventsTable.remove(id) ? HttpResponse.json({ id }) : notFound(`Event ${id}`);
  }),
];
