/** Job board shapes and the filter values the backend understands. */
import { z } from 'zod/mini';

export const jobLevels = ['Entry-level', 'Junior', 'Intermediate', 'Senior'] as const;
export const jobColors = ['primary', 'secondary', 'info', 'success', 'error', 'warning'] as const;
export const workTypes = ['Remote', 'On-Site', 'Hybrid', 'Full-Time'] as const;
/** Salary bands in thousands of USD; a job is in a band when its range overlaps it. */
export const salaryBands = ['50-100', '100-200', '200-300', '300-500'] as const;
export const jobSorts = ['best-match', 'newest', 'salary-desc', 'salary-asc'] as const;
export const jobViews = ['list', 'grid'] as const;

export const jobSchema = z.object({
  id: z.number(),
  name: z.string(),
  companyName: z.string(),
  companyLogo: z.string(),
  location: z.string(),
  /** MM/DD/YYYY */
  postedDate: z.string(),
  /** `110-140k` (thousands of USD a year) */
  salary: z.string(),
  employment: z.array(z.string()),
  experience: z.number(),
  level: z.enum(jobLevels),
  color: z.enum(jobColors),
  about: z.string(),
  role: z.string(),
  responsibilities: z.array(z.string()),
  qualifications: z.array(z.string()),
  benefits: z.array(z.string()),
  bookmarked: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;
export type WorkType = (typeof workTypes)[number];
export type SalaryBand = (typeof salaryBands)[number];
export type JobSort = (typeof jobSorts)[number];
export type JobView = (typeof jobViews)[number];

export interface JobFilters {
  role: string;
  location: string;
  workType: WorkType | '';
  salary: SalaryBand | '';
  sort: JobSort;
}

/** MM/DD/YYYY as a local date. */
export function parsePostedDate(text: string): Date {
  const [month = 1, day = 1, year = 1970] = text.split('/').map(Number);
  return new Date(year, month - 1, day);
}

/** GET /jobs answers the openings that match, in the asked order. */
export const jobListSchema = z.array(jobSchema);

/** PUT /jobs/:id/bookmark: the job's bookmark on or off; answers the job. */
export const bookmarkBodySchema = z.object({ bookmarked: z.boolean({ error: 'bookmarked must be true or false' }) });
