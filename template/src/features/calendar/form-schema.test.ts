import { describe, expect, it } from 'vitest';
import { eventFormSchema, switchAllDay, toEventInput, toFormValues } from './form-schema';

const base = {
  title: 'Retro',
  calendar: 'Business' as const,
  allDay: false,
  start: '2026-05-14T09:00',
  end: '2026-05-14T10:00',
  url: '',
  guests: '',
  description: '',
};

describe('event form', () => {
  it('shows an all-day end inclusive and stores it exclusive', () => {
    const values = toFormValues({ start: '2026-05-14', end: '2026-05-16', allDay: true });
    expect(values.end).toBe('2026-05-15');
    expect(toEventInput({ ...values, title: 'Trip', calendar: 'Holiday' }).end).toBe('2026-05-16');
  });

  it('splits guests and keeps timed events as they are', () => {
    const input = toEventInput({ ...base, guests: 'a@example.com, b@example.com' });
    expect(input).toMatchObject({ start: '2026-05-14T09:00', end: '2026-05-14T10:00' });
    expect(input.extendedProps.guests).toEqual(['a@example.com', 'b@example.com']);
  });

  it('rejects an end before the start, a bad link and a bad guest', () => {
    const result = eventFormSchema.safeParse({
      ...base,
      end: '2026-05-14T08:00',
      url: 'ftp://x',
      guests: 'someone',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['end', 'guests', 'url']);
    const order = eventFormSchema.safeParse({ ...base, end: '2026-05-14T08:00' });
    expect(order.error?.issues.map((i) => i.path.join('.'))).toEqual(['end']);
  });

  it('adds or drops the time when all-day is switched', () => {
    expect(switchAllDay('2026-05-14T09:00', true)).toBe('2026-05-14');
    expect(switchAllDay('2026-05-14', false)).toBe('2026-05-14T09:00');
  });
});
