/**
 * What the dashboard cards that switch periods share in the demo backend. Each such card has its
 * own endpoint (`?period=`, see features/dashboards/types/period.ts) whose figures for the default
 * period are the dashboard's; other periods get seeded figures, the same on every request.
 * Like every dashboard endpoint, they need read Dashboard (403 otherwise).
 */
import { http, HttpResponse, type JsonBodyType, type PathParams } from 'msw';
import { z } from 'zod/mini';
import {
  periodEnum,
  type DashboardPeriod,
  type MonthPeriod,
  type YearPeriod,
} from '@/features/dashboards/types/period';
import { api, parseQuery, requireAbility } from '../http';
import { dayOf, lastDays } from './dashboards';
import { months } from '../data/dashboards';

/**
 * A repeatable pseudo-random sequence in [0, 1) seeded by a text (FNV-1a hash, then mulberry32):
 * a card's figures for a period are different from another period's, and the same on every request.
 */
export function seeded(key: string): () => number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16777619);
  let state = hash >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` whole numbers around `base` (give or take `spread` of it), the same for the same key. */
export function wander(key: string, count: number, base: number, spread = 0.35): number[] {
  const next = seeded(key);
  return Array.from({ length: count }, () => Math.max(0, Math.round(base * (1 - spread + 2 * spread * next()))));
}

/** The dates a period's chart shows: one a day up to a month, one a week (its first day) beyond. */
export function periodDates(now: Date, days: number): string[] {
  if (days <= 31) return lastDays(now, days);
  const weeks = Math.ceil(days / 7);
  return Array.from({ length: weeks }, (_, i) => dayOf(now, (i - weeks + 1) * 7));
}

/** The months a year period's chart shows: this year's so far, or every month of the last one. */
export function yearMonths(now: Date, period: YearPeriod): string[] {
  const year = now.getFullYear();
  return period === 'this-year' ? months(year, 1, now.getMonth() + 1) : months(year - 1, 1, 12);
}

/** How many months before the current one a month period starts. */
export const monthsAgo = (period: MonthPeriod) => (period === 'this-month' ? 0 : 1);

/** `count` month keys (YYYY-MM), oldest first, ending `ago` months before the current one. */
export function monthsEnding(now: Date, ago: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - ago - (count - 1 - i), 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * GET `path`?period=: a card's figures for one of `periods`, `fallback` when the query names none;
 * any other period answers 400 with the message on the `period` field. `answer` gets the path's
 * params too, and may answer a Response of its own (404 for an unknown id).
 */
export function periodEndpoint<P extends DashboardPeriod>(
  path: string,
  periods: readonly [P, ...P[]],
  fallback: NoInfer<P>,
  answer: (now: Date, period: P, params: PathParams) => JsonBodyType | Response,
) {
  const query = z.object({ period: z._default(periodEnum(periods), fallback) });
  return http.get(api(path), ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Dashboard');
    if (user instanceof Response) return user;
    const parsed = parseQuery(query, request.url);
    if (parsed instanceof Response) return parsed;
    const body = answer(new Date(), parsed.period, params);
    return body instanceof Response ? body : HttpResponse.json(body);
  });
}
