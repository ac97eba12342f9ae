import { dehydrate, QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatRelativeTime } from './format';
import {
  calendarDay,
  currentTime,
  holdNow,
  holdNowUntilAnsweredAgain,
  holdToday,
  localDate,
  startOfToday,
  useInstantTimeZone,
} from './today';

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

describe('the current time of relative times', () => {
  afterEach(() => holdNow(null));

  // Answers given at the build's instant: a notification 24 minutes before it.
  const built = Date.parse('2026-03-01T10:00:00Z');
  const notification = new Date(built - 24 * 60_000).toISOString();
  const list = { queryKey: ['notifications'], queryFn: () => Promise.resolve(['fresh']) };

  function builtPage() {
    const client = new QueryClient();
    client.setQueryData(list.queryKey, ['built']);
    client.setQueryData(['profile'], { name: 'built' });
    return { client, answers: dehydrate(client) };
  }

  it('is the build’s instant until one of the page’s answers is fetched again', async () => {
    const { client, answers } = builtPage();
    holdNowUntilAnsweredAgain(built, client, answers);
    expect(currentTime()).toEqual(new Date(built));
    expect(formatRelativeTime(notification)).toBe('24 minutes ago');

    // The app's own write to the rows, or another query's answer, is not the fresh answer of the rows.
    client.setQueryData(list.queryKey, ['built', 'marked read']);
    await client.fetchQuery({ queryKey: ['other'], queryFn: () => Promise.resolve(1) });
    expect(currentTime()).toEqual(new Date(built));

    await client.fetchQuery({ ...list, staleTime: 0 });
    expect(Math.abs(currentTime().getTime() - Date.now())).toBeLessThan(1000);
    expect(formatRelativeTime(notification)).not.toBe('24 minutes ago');
  });

  it('stays held when the fetch fails, as the rows stay the build’s', async () => {
    const { client, answers } = builtPage();
    holdNowUntilAnsweredAgain(built, client, answers);
    await client
      .fetchQuery({ queryKey: list.queryKey, queryFn: () => Promise.reject(new Error('offline')), retry: false })
      .catch(() => undefined);
    expect(currentTime()).toEqual(new Date(built));
  });
});

describe('useInstantTimeZone', () => {
  function Zone() {
    return createElement('span', null, useInstantTimeZone() ?? 'the visitor’s');
  }

  it('is UTC in built markup and while React takes it over, then the visitor’s own', async () => {
    const html = renderToString(createElement(Zone));
    expect(html).toBe('<span>UTC</span>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const recoverable = vi.fn();
    const root = await act(() =>
      Promise.resolve(hydrateRoot(container, createElement(Zone), { onRecoverableError: recoverable })),
    );
    // Hydrated without a mismatch, then drawn again in the visitor's zone.
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('the visitor’s');
    act(() => root.unmount());
  });
});
