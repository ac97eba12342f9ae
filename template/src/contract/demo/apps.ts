/**
 * The contract's endpoints of the smaller apps (jobs, crypto, help, the landing
 * page's newsletter). Optional filters are documented as query parameters.
 */
import { z } from 'zod/mini';
import { coinPriceListSchema, holdingListSchema } from '@/features/crypto/types';
import { faqAnswerSchema } from '@/features/faq/types';
import { searchAnswerSchema } from '@/features/help-center/types';
import { bookmarkBodySchema, jobListSchema, jobSchema, type Job } from '@/features/jobs/types';
import { newsletterAnswerSchema, newsletterBodySchema } from '@/features/landing/types';
import { freshEmail, type AnswerOf, type Endpoint } from '../types';

/** An optional text filter of a query string. */
const q = z.optional(z.string());
const firstJob = (answerOf: AnswerOf) => answerOf<Job[]>('listJobs')?.[0];

export const appEndpoints: Endpoint[] = [
  {
    id: 'listJobs',
    method: 'get',
    path: '/jobs',
    tag: 'Jobs',
    summary: 'Jobs, filtered and sorted on the server',
    query: z.object({ role: q, location: q, workType: q, salary: q, sort: q }),
    answer: jobListSchema,
    ability: { action: 'read', subject: 'Job' },
    errors: [400],
  },
  {
    id: 'getJob',
    method: 'get',
    path: '/jobs/{id}',
    tag: 'Jobs',
    summary: 'One job',
    answer: jobSchema,
    ability: { action: 'read', subject: 'Job' },
    errors: [400, 404],
    sample: (answerOf) => {
      const first = firstJob(answerOf);
      return first && { path: { id: first.id } };
    },
  },
  {
    id: 'bookmarkJob',
    method: 'put',
    path: '/jobs/{id}/bookmark',
    tag: 'Jobs',
    summary: "Set or clear the job's bookmark; answers the job",
    body: bookmarkBodySchema,
    answer: jobSchema,
    ability: { action: 'read', subject: 'Job' },
    errors: [400, 404],
    sample: (answerOf) => {
      const first = firstJob(answerOf);
      return first && { path: { id: first.id }, body: { bookmarked: first.bookmarked } };
    },
  },
  {
    id: 'subscribeNewsletter',
    method: 'post',
    path: '/newsletter',
    tag: 'Landing',
    summary: 'Add an address to the mailing list (201; 200 with `subscribed: false` when already on it)',
    public: true,
    body: newsletterBodySchema,
    answer: newsletterAnswerSchema,
    status: 201,
    errors: [400],
    destructive: true,
    sample: () => ({ body: { email: freshEmail('newsletter') } }),
  },
  {
    id: 'listHoldings',
    method: 'get',
    path: '/crypto/holdings',
    tag: 'Crypto',
    summary: 'The portfolio',
    answer: holdingListSchema,
    ability: { action: 'read', subject: 'Page' },
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
    ability: { action: 'read', subject: 'Page' },
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
    ability: { action: 'read', subject: 'AclDemo' },
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
    ability: { action: 'read', subject: 'Page' },
    errors: [400],
  },
];
