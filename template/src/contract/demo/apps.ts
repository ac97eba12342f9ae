/**
 * The contract's read-only views of the other apps: lists and details the screens load (their
 * writes are not in the contract yet). Optional filters are documented as query parameters.
 */
import { z } from 'zod/mini';
import { coinPriceListSchema, holdingListSchema } from '@/features/crypto/types';
import { faqAnswerSchema } from '@/features/faq/types';
import { searchAnswerSchema } from '@/features/help-center/types';
import { jobListSchema, jobSchema, type Job } from '@/features/jobs/types';
import { boardAnswerSchema } from '@/features/kanban/types';
import { menuListSchema, restaurantOrderListSchema } from '@/features/restaurant/types';
import type { Endpoint } from '../types';

/** An optional text filter of a query string. */
const q = z.optional(z.string());

export const appEndpoints: Endpoint[] = [
  {
    id: 'listJobs',
    method: 'get',
    path: '/jobs',
    tag: 'Jobs',
    summary: 'Jobs, filtered and sorted on the server',
    query: z.object({ role: q, location: q, workType: q, salary: q, sort: q }),
    answer: jobListSchema,
    errors: [400],
  },
  {
    id: 'getJob',
    method: 'get',
    path: '/jobs/{id}',
    tag: 'Jobs',
    summary: 'One job',
    answer: jobSchema,
    errors: [400, 404],
    sample: (answerOf) => {
      const first = answerOf<Job[]>('listJobs')?.[0];
      return first && { path: { id: first.id } };
    },
  },
  {
    id: 'listHoldings',
    method: 'get',
    path: '/crypto/holdings',
    tag: 'Crypto',
    summary: 'The portfolio',
    answer: holdingListSchema,
    errors: [],
  },
  {
    id: 'listCoinPrices',
    method: 'get',
    path: '/crypto/prices',
    tag: 'Crypto',
    summary: 'Market prices, by name or symbol',
    query: z.object({ q }),
    answer: coinPriceListSchema,
    errors: [400],
  },
  {
    id: 'searchFaq',
    method: 'get',
    path: '/faq',
    tag: 'Help',
    summary: 'Questions by words and category',
    query: z.object({ q, category: q }),
    answer: faqAnswerSchema,
    errors: [400],
  },
  {
    id: 'searchHelpCenter',
    method: 'get',
    path: '/help-center/search',
    tag: 'Help',
    summary: 'Products and guides, paged',
    query: z.object({ q, type: q, category: q, page: q, perPage: q }),
    answer: searchAnswerSchema,
    errors: [400],
  },
  {
    id: 'getBoard',
    method: 'get',
    path: '/kanban/board',
    tag: 'Kanban',
    summary: 'Columns, cards and members',
    answer: boardAnswerSchema,
    errors: [],
  },
  {
    id: 'listMenu',
    method: 'get',
    path: '/restaurant/menu',
    tag: 'Restaurant',
    summary: 'The menu, by type and words',
    query: z.object({ filter: q, q }),
    answer: menuListSchema,
    errors: [400],
  },
  {
    id: 'listRestaurantOrders',
    method: 'get',
    path: '/restaurant/orders',
    tag: 'Restaurant',
    summary: 'Orders, searched and filtered',
    query: z.object({ q, status: q, payMethod: q }),
    answer: restaurantOrderListSchema,
    errors: [400],
  },
];
