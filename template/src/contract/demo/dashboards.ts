/**
 * The contract's dashboard endpoints: each dashboard's cards in one answer, the cards that switch
 * periods (`?period=7d|30d|90d`, `this-year|last-year` for a card drawn by month, `this-month|last-month`
 * for a card about one month; each with its own default), the CRM's activity pages, and the
 * eCommerce post and task board. The check likes the post and saves the tasks as they were, and
 * posts a comment (which stays: it runs only with --destructive).
 */
import { z } from 'zod/mini';
import {
  analyticsDashboardSchema,
  couponsSchema,
  kpiSchema,
  newCustomersSchema,
  payingSchema,
  totalOrdersSchema,
  sellersSchema,
  weeklySalesSchema,
  type AnalyticsDashboard,
} from '@/features/dashboards/types/analytics';
import { balanceSchema, crmDashboardSchema, earningsSchema, expensesSchema } from '@/features/dashboards/types/crm';
import { activitiesPageSchema } from '@/features/dashboards/types/crm-activities';
import {
  commentBodySchema,
  commentSchema,
  ecommerceDashboardSchema,
  likeBodySchema,
  likeSchema,
  salesSchema,
  tasksBodySchema,
  tasksSchema,
  yearSalesSchema,
  type EcommerceDashboard,
} from '@/features/dashboards/types/ecommerce';
import { operationsDashboardSchema } from '@/features/dashboards/types/operations';
import type { Endpoint } from '../types';

const period = z.object({ period: z.optional(z.string()) });

/** A GET of one dashboard or card; those with `query` answer 400 for a value they do not know. */
const read = (id: string, path: string, summary: string, answer: z.ZodMiniType, query?: z.ZodMiniObject): Endpoint => ({
  id,
  method: 'get',
  path,
  tag: 'Dashboards',
  summary,
  query,
  answer,
  ability: { action: 'read', subject: 'Dashboard' },
  errors: query ? [400] : [],
});

export const dashboardEndpoints: Endpoint[] = [
  read(
    'getAnalyticsDashboard',
    '/dashboards/analytics',
    'Every card of the Analytics dashboard',
    analyticsDashboardSchema,
  ),
  {
    ...read(
      'getAnalyticsKpi',
      '/dashboards/analytics/kpis/{id}',
      'One headline figure (sales, revenue, new-clients, active-users) for a period (7d by default)',
      kpiSchema,
      period,
    ),
    errors: [400, 404],
    sample: (answerOf) => {
      const kpi = answerOf<AnalyticsDashboard>('getAnalyticsDashboard')?.kpis[0];
      return kpi && { path: { id: kpi.id }, query: { period: '30d' } };
    },
  },
  read(
    'getAnalyticsSellers',
    '/dashboards/analytics/sellers',
    'The Sellers card for a period (30d by default)',
    sellersSchema,
    period,
  ),
  read(
    'getAnalyticsNewCustomers',
    '/dashboards/analytics/new-customers',
    'The New Customers card for a period (7d by default)',
    newCustomersSchema,
    period,
  ),
  read(
    'getAnalyticsWeeklySales',
    '/dashboards/analytics/weekly-sales',
    'The Sales Trend card for a period (7d by default)',
    weeklySalesSchema,
    period,
  ),
  read(
    'getAnalyticsCoupons',
    '/dashboards/analytics/coupons',
    'The Top Coupons card for a period (7d by default)',
    couponsSchema,
    period,
  ),
  read(
    'getAnalyticsPaying',
    '/dashboards/analytics/paying',
    'The Paying vs Non-paying card for a period (7d by default)',
    payingSchema,
    period,
  ),
  read(
    'getAnalyticsTotalOrders',
    '/dashboards/analytics/total-orders',
    'The Total Orders card for this-year (the default) or last-year',
    totalOrdersSchema,
    period,
  ),
  read('getCrmDashboard', '/dashboards/crm', 'Every card of the CRM dashboard', crmDashboardSchema),
  read(
    'getCrmEarnings',
    '/dashboards/crm/earnings',
    'The Monthly Earnings card for this-month (the default) or last-month',
    earningsSchema,
    period,
  ),
  read(
    'getCrmExpenses',
    '/dashboards/crm/expenses',
    'The Monthly Expenses card for this-month (the default) or last-month',
    expensesSchema,
    period,
  ),
  read(
    'getCrmBalance',
    '/dashboards/crm/balance',
    'The Balance Overview card for this-year (the default) or last-year',
    balanceSchema,
    period,
  ),
  read(
    'listCrmActivities',
    '/dashboards/crm/activities',
    'Upcoming activities, a page at a time (perPage 1 to 50)',
    activitiesPageSchema,
    z.object({ page: z.optional(z.string()), perPage: z.optional(z.string()) }),
  ),
  read(
    'getEcommerceDashboard',
    '/dashboards/ecommerce',
    'Every card of the eCommerce dashboard',
    ecommerceDashboardSchema,
  ),
  read(
    'getOperationsDashboard',
    '/dashboards/operations',
    'Every card of the Operations dashboard',
    operationsDashboardSchema,
  ),
  read(
    'getEcommerceSales',
    '/dashboards/ecommerce/sales',
    'The Sales card for a period (7d by default)',
    salesSchema,
    period,
  ),
  read(
    'getEcommerceYearSales',
    '/dashboards/ecommerce/year-sales',
    'The Yearly Sales card for this-year (the default) or last-year',
    yearSalesSchema,
    period,
  ),
  {
    id: 'postEcommerceComment',
    method: 'post',
    path: '/dashboards/ecommerce/comments',
    tag: 'Dashboards',
    summary: 'Comment on the post (201; a repeated `key` answers 200 with the comment saved first)',
    body: commentBodySchema,
    answer: commentSchema,
    status: 201,
    ability: { action: 'read', subject: 'Dashboard' },
    errors: [400],
    destructive: true,
    sample: () => ({ body: { key: `check-${Date.now().toString(36)}`, text: 'Posted by the contract check' } }),
  },
  {
    id: 'likeEcommercePost',
    method: 'put',
    path: '/dashboards/ecommerce/like',
    tag: 'Dashboards',
    summary: "Like the post or take the like back; answers the post's count",
    body: likeBodySchema,
    answer: likeSchema,
    ability: { action: 'read', subject: 'Dashboard' },
    errors: [400],
    sample: (answerOf) => {
      const post = answerOf<EcommerceDashboard>('getEcommerceDashboard')?.post;
      return post && { body: { liked: post.liked } };
    },
  },
  {
    id: 'saveEcommerceTasks',
    method: 'put',
    path: '/dashboards/ecommerce/tasks',
    tag: 'Dashboards',
    summary: 'The task board: every task id once, in order, and those done; answers the tasks',
    body: tasksBodySchema,
    answer: tasksSchema,
    ability: { action: 'read', subject: 'Dashboard' },
    errors: [400],
    sample: (answerOf) => {
      const tasks = answerOf<EcommerceDashboard>('getEcommerceDashboard')?.tasks;
      return tasks && { body: { order: tasks.map((t) => t.id), done: tasks.filter((t) => t.done).map((t) => t.id) } };
    },
  },
];
