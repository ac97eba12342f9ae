/**
 * Demo backend of the eCommerce dashboard: its seed dated from today, with the post's comments and
 * likes and the task board kept in the demo store.
 *   GET  /dashboards/ecommerce                           -> every card's data, comments and tasks included
 *   POST /dashboards/ecommerce/comments {key?, text}     -> 201 the comment (a repeated key: 200, the saved one)
 *   PUT  /dashboards/ecommerce/like {liked}              -> { likes, liked }
 *   PUT  /dashboards/ecommerce/tasks {order, done}       -> the tasks in their new order
 *   GET  /dashboards/ecommerce/sales?period=7d|30d|90d   -> the Sales card for a period (default 7d)
 * The post, the seeded comments and the tasks' titles come in the reader's language (Accept-Language,
 * mocks/locale.ts); comments users post stay as written.
 * Every endpoint needs read Dashboard, what the dashboards' routes need (403 otherwise).
 */
import { http, HttpResponse } from 'msw';
import { collection } from '../db';
import type { Locale } from '@/config/theme';
import { ecommerceSeed } from '../data/dashboards-ecommerce';
import { ecommerceAr } from '../data/dashboards-ecommerce-ar';
import { ecommerceFr } from '../data/dashboards-ecommerce-fr';
import { commentBodySchema, likeBodySchema, tasksBodySchema } from '@/features/dashboards/types/ecommerce';
import {
  periodDays,
  rollingPeriods,
  yearPeriods,
  type RollingPeriod,
  type YearPeriod,
} from '@/features/dashboards/types/period';
import { api, badRequest, parseBody, requireAbility } from '../http';
import { localeOf, translated } from '../locale';
import { dayAt, dayOf } from './dashboards';
import { periodDates, periodEndpoint, wander, yearMonths } from './dashboards-periods';

/** Seeded comments are dated relative to today; posted ones carry their real time. */
type Comment = { id: string; author: string; text: string; key?: string } & (
  { at: string } | { daysAgo: number; time: string }
);
type Task = (typeof ecommerceSeed.tasks)[number] & { position: number };
const commentsTable = collection<Comment>('ecommerce-comments', () => ecommerceSeed.comments);
/** A comment as answered: its retry key stays in the store. */
const commentOut = ({ id, author, text }: Comment, at: string) => ({ id, author, at, text });
const tasksTable = collection<Task>('ecommerce-tasks', () =>
  ecommerceSeed.tasks.map((t, position) => ({ ...t, position })),
);
const likeTable = collection<{ id: string; likes: number; liked: boolean }>('ecommerce-like', () => [
  { id: 'post', likes: ecommerceSeed.post.likes, liked: false },
]);

const postTexts = { fr: { post: { text: ecommerceFr.post } }, ar: { post: { text: ecommerceAr.post } } };
const commentTexts = { fr: ecommerceFr.comments, ar: ecommerceAr.comments };
const taskTexts = { fr: ecommerceFr.tasks, ar: ecommerceAr.tasks };

export function ecommerceTasks(now: Date, locale: Locale = 'en') {
  return tasksTable
    .all()
    .sort((a, b) => a.position - b.position)
    .map(({ position: _p, inDays, ...t }) => ({ ...translated(t, t.id, locale, taskTexts), due: dayOf(now, inDays) }));
}

export function ecommerceDashboard(now: Date, locale: Locale = 'en') {
  const like = likeTable.find('post') ?? { likes: ecommerceSeed.post.likes, liked: false };
  const { daysAgo, time, ...post } = translated(ecommerceSeed.post, 'post', locale, postTexts);
  return {
    ...ecommerceSeed,
    timeline: ecommerceSeed.timeline.map(({ day, time: at, ...step }) => ({ ...step, at: dayAt(now, day, at) })),
    post: { ...post, postedAt: dayAt(now, -daysAgo, time), likes: like.likes, liked: like.liked },
    comments: commentsTable
      .all()
      .map((c) =>
        commentOut(translated(c, c.id, locale, commentTexts), 'at' in c ? c.at : dayAt(now, -c.daysAgo, c.time)),
      ),
    tasks: ecommerceTasks(now, locale),
    sales: ecommerceSales(now, '7d'),
    yearSales: ecommerceYearSales(now, 'this-year'),
  };
}

/** Net profit and revenue month by month: this year's up to the current month, or all of last year. */
export function ecommerceYearSales(now: Date, period: YearPeriod) {
  const months = yearMonths(now, period);
  const { netProfit, revenue } = ecommerceSeed.yearSales[period];
  return { period, months, netProfit: netProfit.slice(0, months.length), revenue: revenue.slice(0, months.length) };
}

/** The Sales card over a period: the seed's week for 7 days, seeded figures a day or a week for longer. */
export function ecommerceSales(now: Date, period: RollingPeriod) {
  const dates = periodDates(now, periodDays[period]);
  if (period === '7d') return { period, dates, ...ecommerceSeed.sales };
  // A point a week sums seven days of the seed's level.
  const perPoint = periodDays[period] > 31 ? 7 : 1;
  return {
    period,
    dates,
    sales: wander(`sales:${period}:sales`, dates.length, 57 * perPoint),
    exports: wander(`sales:${period}:exports`, dates.length, 35 * perPoint),
  };
}

export const handlers = [
  periodEndpoint('dashboards/ecommerce/sales', rollingPeriods, '7d', ecommerceSales),
  periodEndpoint('dashboards/ecommerce/year-sales', yearPeriods, 'this-year', ecommerceYearSales),
  http.get(api('dashboards/ecommerce'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Dashboard');
    if (user instanceof Response) return user;
    return HttpResponse.json(ecommerceDashboard(new Date(), localeOf(request)));
  }),

  http.post(api('dashboards/ecommerce/comments'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Dashboard');
    if (user instanceof Response) return user;
    const body = await parseBody(commentBodySchema, request);
    if (body instanceof Response) return body;
    // A retry of a comment already saved (its first answer came too late) gets that comment back.
    const saved = body.key ? commentsTable.all().find((c) => c.key === body.key) : undefined;
    if (saved && 'at' in saved) return HttpResponse.json(commentOut(saved, saved.at), { status: 200 });
    const comment = {
      id: `c${commentsTable.nextId()}`,
      author: user.fullName,
      at: new Date().toISOString(),
      text: body.text,
      key: body.key,
    };
    commentsTable.insert(comment);
    return HttpResponse.json(commentOut(comment, comment.at), { status: 201 });
  }),

  http.put(api('dashboards/ecommerce/like'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Dashboard');
    if (user instanceof Response) return user;
    const body = await parseBody(likeBodySchema, request);
    if (body instanceof Response) return body;
    const current = likeTable.find('post') ?? { id: 'post', likes: ecommerceSeed.post.likes, liked: false };
    const likes = current.likes + (body.liked === current.liked ? 0 : body.liked ? 1 : -1);
    const next = { id: 'post', likes, liked: body.liked };
    likeTable.replaceAll([next]);
    return HttpResponse.json({ likes: next.likes, liked: next.liked });
  }),

  http.put(api('dashboards/ecommerce/tasks'), async ({ request }) => {
    const user = requireAbility(request, 'read', 'Dashboard');
    if (user instanceof Response) return user;
    const body = await parseBody(tasksBodySchema, request);
    if (body instanceof Response) return body;
    const tasks = tasksTable.all();
    const ids = new Set(tasks.map((t) => t.id));
    const isPermutation =
      body.order.length === ids.size && new Set(body.order).size === ids.size && body.order.every((id) => ids.has(id));
    if (!isPermutation)
      return badRequest('order must list every task id exactly once', {
        order: ['Unknown, missing or repeated task id'],
      });
    const unknownDone = body.done.filter((id) => !ids.has(id));
    if (unknownDone.length)
      return badRequest(`Unknown task id: ${unknownDone.join(', ')}`, { done: ['Unknown task id'] });
    tasksTable.replaceAll(
      tasks.map((t) => ({ ...t, position: body.order.indexOf(t.id), done: body.done.includes(t.id) })),
    );
    return HttpResponse.json(ecommerceTasks(new Date(), localeOf(request)));
  }),
];
