import { describe, expect, it } from 'vitest';
import { callApi, clientToken, expectRefused, loginAs, useDemoServer } from '../testing';
import { seedEvents } from './calendar';

useDemoServer();

const admin = async () => (await loginAs('admin@demo.com')).accessToken;
const event = {
  title: 'Launch review',
  start: '2026-05-14T09:00',
  end: '2026-05-14T10:00',
  allDay: false,
  url: '',
  extendedProps: { calendar: 'Business', guests: ['ana@example.com'], description: 'Go or no go.' },
};

describe('calendar events', () => {
  it('seeds every category around today', () => {
    const now = new Date(2026, 4, 14, 12);
    const events = seedEvents(now);
    expect(new Set(events.map((e) => e.extendedProps.calendar))).toEqual(
      new Set(['Business', 'Holiday', 'Personal', 'Family', 'ETC']),
    );
    expect(events[0]).toMatchObject({ start: '2026-05-14T09:30', end: '2026-05-14T11:00', allDay: false });
    expect(events.find((e) => e.title === 'Team offsite')).toMatchObject({ start: '2026-05-23', end: '2026-05-25' });
  });

  it('filters by the calendars list', async () => {
    const token = await admin();
    const cats = async (query: string) =>
      new Set(
        (await callApi('GET', `/apps/calendar/events${query}`, { token })).body.map(
          (e: { extendedProps: { calendar: string } }) => e.extendedProps.calendar,
        ),
      );
    expect((await callApi('GET', '/apps/calendar/events', { token })).body).toHaveLength(15);
    expect(await cats('?calendars=Holiday,Family')).toEqual(new Set(['Holiday', 'Family']));
    expect(await cats('?calendars=')).toEqual(new Set());
    expect((await callApi('GET', '/apps/calendar/events?calendars=Work', { token })).status).toBe(400);
  });

  it('adds, updates and deletes an event', async () => {
    const token = await admin();
    const created = await callApi('POST', '/apps/calendar/events', { token, body: { event } });
    expect(created.status).toBe(201);
    expect(created.body.event).toMatchObject({ id: '16', ...event });

    const moved = { ...event, start: '2026-05-15T09:00', end: '2026-05-15T10:00' };
    const updated = await callApi('POST', '/apps/calendar/events/16', { token, body: { event: moved } });
    expect(updated.body.event.start).toBe('2026-05-15T09:00');

    const unknown = await callApi('POST', '/apps/calendar/events/999', { token, body: { event } });
    expect(unknown).toEqual({ status: 404, body: { message: 'Event 999 not found' } });

    expect((await callApi('DELETE', '/apps/calendar/events/16', { token })).status).toBe(200);
    expect((await callApi('DELETE', '/apps/calendar/events/16', { token })).status).toBe(404);
  });

  it('rejects bad events with field messages', async () => {
    const token = await admin();
    const bad = await callApi('POST', '/apps/calendar/events', {
      token,
      body: {
        event: {
          ...event,
          title: '',
          end: '2026-05-13T09:00',
          url: 'javascript:alert(1)',
          extendedProps: { calendar: 'Work', guests: ['not-an-email'] },
        },
      },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'event.extendedProps.calendar',
      'event.extendedProps.guests.0',
      'event.title',
      'event.url',
    ]);
    const backwards = await callApi('POST', '/apps/calendar/events', {
      token,
      body: { event: { ...event, end: '2026-05-13T09:00' } },
    });
    expect(backwards.body.errors).toEqual({ 'event.end': ['End must not be before start'] });
    expect((await callApi('POST', '/apps/calendar/events', { token, rawBody: '{' })).status).toBe(400);
  });

  it('needs a bearer token', async () => {
    expect((await callApi('GET', '/apps/calendar/events')).status).toBe(401);
    expect((await callApi('POST', '/apps/calendar/events', { body: { event } })).status).toBe(401);
  });
});

describe('who may call the calendar endpoints', () => {
  const calls = [
    'GET /apps/calendar/events',
    'POST /apps/calendar/events',
    'POST /apps/calendar/events/1',
    'DELETE /apps/calendar/events/1',
  ];

  it('answers 403 to a role that may not read Calendar, whatever the input, and 200 once it may', async () => {
    await expectRefused(await clientToken(), 'read Calendar', calls);
    const token = await clientToken([{ action: 'read', subject: 'Calendar' }]);
    expect((await callApi('GET', '/apps/calendar/events', { token })).status).toBe(200);
  });
});
