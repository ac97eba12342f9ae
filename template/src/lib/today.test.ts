import { afterEach, describe, expect, it } from 'vitest';
import { calendarDay, holdToday, localDate, startOfToday } from './today';

describe('today', () => {
  afterEach(() => holdToday(null));

  it('is local midnight of the visitor’s day', () => {
    const now = new Date();
    expect(startOfToday()).toEqual(new Date(now.getFullYear(), now.getMonth(), now.getDate()));
    expect(calendarDay(startOfToday())).toBe(calendarDay(now));
  });

  it('is the held day until it is released', () => {
    holdToday('2026-02-03');
    expect(startOfToday()).toEqual(new Date(2026, 1, 3));
    holdToday(null);
    expect(calendarDay(startOfToday())).toBe(calendarDay());
  });

  it('ignores a held day that is not YYYY-MM-DD', () => {
    holdToday('03/02/2026');
    expect(calendarDay(startOfToday())).toBe(calendarDay());
  });

  it('reads a day and time as local time, not UTC', () => {
    expect(localDate('2026-12-31', '23:30')).toEqual(new Date(2026, 11, 31, 23, 30));
    expect(calendarDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
