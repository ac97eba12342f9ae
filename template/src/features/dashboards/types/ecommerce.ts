/**
 * Zod schema of the eCommerce dashboard (GET dashboards/ecommerce and its post, comment and task
 * endpoints): loaded beside the request (lib/parse-answer.ts), one file per dashboard so each loads
 * only its own.
 */
import { z } from 'zod/mini';
import { periodSchema, yearPeriodSchema } from './period';
import { monthSchema, numbers, toneSchema } from './shared';

export const commentSchema = z.object({ id: z.string(), author: z.string(), at: z.string(), text: z.string() });
export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  label: z.string(),
  tone: toneSchema,
  due: z.string(),
  done: z.boolean(),
});
export type PostComment = z.infer<typeof commentSchema>;
export type EcommerceTask = z.infer<typeof taskSchema>;

/** The Sales card (also GET dashboards/ecommerce/sales?period=, one period at a time). */
export const salesSchema = z.object({
  period: periodSchema,
  dates: z.array(z.string()),
  sales: numbers,
  exports: numbers,
});
export type EcommerceSales = z.infer<typeof salesSchema>;

/** Net profit and revenue a month, in thousands (also GET dashboards/ecommerce/year-sales?period=). */
export const yearSalesSchema = z.object({
  period: yearPeriodSchema,
  months: z.array(monthSchema),
  netProfit: numbers,
  revenue: numbers,
});
export type EcommerceYearSales = z.infer<typeof yearSalesSchema>;

export const ecommerceDashboardSchema = z.object({
  promo: z.object({ discountPercent: z.number(), minimumSpend: z.number(), code: z.string() }),
  stats: z.object({
    earnings: z.object({ value: z.number(), progress: z.number() }),
    newOrders: z.number(),
    subscribers: z.object({ value: z.number(), progress: z.number() }),
    cancelledOrders: z.number(),
  }),
  slides: z.array(z.object({ id: z.string(), tone: toneSchema, image: z.string() })),
  crypto: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      amount: z.number(),
      value: z.number(),
      changePercent: z.number(),
      candles: z.array(z.tuple([z.number(), z.number(), z.number(), z.number()])),
    }),
  ),
  timeline: z.array(z.object({ step: z.string(), at: z.string(), detail: z.string() })),
  post: z.object({
    author: z.string(),
    postedAt: z.string(),
    text: z.string(),
    image: z.string(),
    likes: z.number(),
    liked: z.boolean(),
  }),
  comments: z.array(commentSchema),
  tasks: z.array(taskSchema),
  sales: salesSchema,
  yearSales: yearSalesSchema,
  hotel: z.object({ nightlyFrom: z.number(), rating: z.number(), image: z.string() }),
});
/** PUT dashboards/ecommerce/tasks answers the saved list. */
export const tasksSchema = z.array(taskSchema);
/** PUT dashboards/ecommerce/like answers the post's new count. */
export const likeSchema = z.object({ likes: z.number(), liked: z.boolean() });

export type EcommerceDashboard = z.infer<typeof ecommerceDashboardSchema>;

/** POST dashboards/ecommerce/comments: `key` makes a retry answer the comment already saved. */
export const commentBodySchema = z.object({
  key: z.optional(z.string().check(z.minLength(8, 'key must be at least 8 characters'), z.maxLength(64))),
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Comment cannot be empty'),
      z.maxLength(280, 'Comment must be 280 characters or fewer'),
    ),
});
/** PUT dashboards/ecommerce/like */
export const likeBodySchema = z.object({ liked: z.boolean({ error: 'liked must be true or false' }) });
/** PUT dashboards/ecommerce/tasks: every task id once, in order, and the ids of those done. */
export const tasksBodySchema = z.object({ order: z.array(z.string()), done: z.array(z.string()) });
