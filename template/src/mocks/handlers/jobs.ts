/**
 * Demo backend of the job board. The list filters and sorts here, on the server, so the screen's
 * filters change what the backend answers; bookmarks persist in the browser store.
 *   GET /jobs?role=&location=&workType=&salary=&sort=  -> Job[]
 *       role, location: case-insensitive substring; workType: one of the employment labels;
 *       salary: a band `50-100` (thousands of USD) that the job's range must overlap;
 *       sort: best-match (default), newest, salary-desc, salary-asc
 *   GET /jobs/:id                         -> Job
 *   PUT /jobs/:id/bookmark {bookmarked}   -> Job
 * The openings' prose (about, role, responsibilities, qualifications, benefits) comes in the reader's
 * language (Accept-Language, mocks/locale.ts); titles, companies and places stay as published.
 * Every endpoint needs read Job, what the jobs screens' routes need (403 otherwise).
 */
import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { bookmarkBodySchema } from '@/features/jobs/types';
import { collection } from '../db';
import type { Locale } from '@/config/theme';
import { jobs, workPlaces, type JobSeed } from '../data/jobs';
import { jobsAr } from '../data/jobs-ar';
import { jobsFr } from '../data/jobs-fr';
import { api, notFound, parseBody, parseId, parseQuery, requireAbility } from '../http';
import { localeOf, translated } from '../locale';

// Bump seedVersion when you change the seed of the jobs (data/jobs.ts). 2: drawn logos in their colours.
export const jobsTable = collection<JobSeed>('jobs', () => jobs, { seedVersion: 2 });

export const salaryBands = ['50-100', '100-200', '200-300', '300-500'] as const;
const workTypes = ['Full-Time', ...workPlaces] as const;
const sorts = ['best-match', 'newest', 'salary-desc', 'salary-asc'] as const;

const listQuery = z.object({
  role: z.optional(z.string().check(z.maxLength(80, 'role must be at most 80 characters'))),
  location: z.optional(z.string().check(z.maxLength(80, 'location must be at most 80 characters'))),
  workType: z.optional(z.enum(workTypes, { error: `workType must be one of: ${workTypes.join(', ')}` })),
  salary: z.optional(z.enum(salaryBands, { error: `salary must be one of: ${salaryBands.join(', ')}` })),
  sort: z._default(z.enum(sorts, { error: `sort must be one of: ${sorts.join(', ')}` }), 'best-match'),
});

const pad = (n: number) => String(n).padStart(2, '0');
function postedDate(daysAgo: number, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
}

/** Lower and upper end of `110-140k`, in thousands. */
function salaryRange(text: string): [number, number] {
  const [low = 0, high = low] = text.replace(/k$/i, '').split('-').map(Number);
  return [low, high];
}

const jobTexts = { fr: jobsFr, ar: jobsAr };

/** A job as the API answers it: its posted date as text, its prose in `locale`. */
function toJob({ postedDaysAgo, ...job }: JobSeed, locale: Locale) {
  return { ...translated(job, job.id, locale, jobTexts), postedDate: postedDate(postedDaysAgo) };
}
const contains = (text: string, part: string) => text.toLowerCase().includes(part.trim().toLowerCase());

export const handlers = [
  http.get(api('jobs'), ({ request }) => {
    const user = requireAbility(request, 'read', 'Job');
    if (user instanceof Response) return user;
    const query = parseQuery(listQuery, request.url);
    if (query instanceof Response) return query;
    const band = query.salary ? salaryRange(query.salary) : null;
    const list = jobsTable
      .all()
      .filter((j) => !query.role || contains(j.name, query.role))
      .filter((j) => !query.location || contains(j.location, query.location))
      .filter((j) => !query.workType || (j.employment as string[]).includes(query.workType))
      .filter((j) => {
        if (!band) return true;
        const [low, high] = salaryRange(j.salary);
        return low <= band[1] && high >= band[0];
      });
    const top = (j: JobSeed) => salaryRange(j.salary)[1];
    if (query.sort === 'newest') list.sort((a, b) => a.postedDaysAgo - b.postedDaysAgo);
    if (query.sort === 'salary-desc') list.sort((a, b) => top(b) - top(a));
    if (query.sort === 'salary-asc') list.sort((a, b) => top(a) - top(b));
    const locale = localeOf(request);
    return HttpResponse.json(list.map((job) => toJob(job, locale)));
  }),

  http.get(api('jobs/:id'), ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Job');
    if (user instanceof Response) return user;
    const id = parseId(params.id, 'Job');
    if (id instanceof Response) return id;
    const job = jobsTable.find(id);
    return job ? HttpResponse.json(toJob(job, localeOf(request))) : notFound(`Job ${id}`);
  }),

  http.put(api('jobs/:id/bookmark'), async ({ request, params }) => {
    const user = requireAbility(request, 'read', 'Job');
    if (user instanceof Response) return user;
    const id = parseId(params.id, 'Job');
    if (id instanceof Response) return id;
    const body = await parseBody(bookmarkBodySchema, request);
    if (body instanceof Response) return body;
    const job = jobsTable.update(id, { bookmarked: body.bookmarked });
    return job ? HttpResponse.json(toJob(job, localeOf(request))) : notFound(`Job ${id}`);
  }),
];
