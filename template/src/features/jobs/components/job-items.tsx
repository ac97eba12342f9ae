import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { Job } from '../types';
import { JobBookmarkButton, JobChips, JobLogo, JobPosted, useSalaryText } from './job-parts';

const borderTone: Record<Job['color'], string> = {
  primary: 'border-s-primary',
  secondary: 'border-s-secondary',
  info: 'border-s-info',
  success: 'border-s-success',
  error: 'border-s-error',
  warning: 'border-s-warning',
};

export interface JobItemProps {
  job: Job;
  /** Link to the job's details page. */
  href: string;
}

/** A row of the list view: coloured edge, logo, title, place and pay, bookmark, date, chips. */
export function JobListItem({ job, href }: JobItemProps) {
  const salary = useSalaryText();
  return (
    <Card asChild className={cn('border-s-4 p-5', borderTone[job.color])}>
      <article aria-labelledby={`job-${job.id}`} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <JobLogo job={job} />
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={`job-${job.id}`} className="font-semibold">
            <Link to={href} className="hover:text-primary-text hover:underline">
              {job.name}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{job.companyName}</p>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-4" aria-hidden />
            {job.location} · {salary(job.salary)}
          </p>
          <div className="pt-1">
            <JobChips job={job} />
          </div>
        </div>
        <div className="flex items-center gap-2 sm:flex-col sm:items-end">
          <JobBookmarkButton job={job} />
          <JobPosted job={job} className="text-xs text-muted-foreground" />
        </div>
      </article>
    </Card>
  );
}

/** A card of the grid view, ending with a full-width View button. */
export function JobGridItem({ job, href }: JobItemProps) {
  const { t } = useTranslation('jobs');
  const salary = useSalaryText();
  return (
    <Card asChild className="h-full overflow-hidden">
      <article aria-labelledby={`job-${job.id}`}>
        <div className="flex items-center justify-between bg-muted/60 px-5 py-3">
          <JobPosted job={job} className="text-xs font-medium text-muted-foreground" />
          <JobBookmarkButton job={job} />
        </div>
        <div className="flex flex-1 flex-col gap-3 p-5">
          <div className="flex items-center gap-3">
            <JobLogo job={job} />
            <p className="text-sm text-muted-foreground">{job.companyName}</p>
          </div>
          <h3 id={`job-${job.id}`} className="font-semibold">
            {job.name}
          </h3>
          <JobChips job={job} />
          <p className="mt-auto text-sm">
            <span className="font-semibold">{salary(job.salary)}</span>
            <span className="text-muted-foreground"> · {job.location}</span>
          </p>
          <Link
            to={href}
            className={buttonClasses({ variant: 'tonal', size: 'md' })}
            aria-label={t('viewJob', { name: job.name })}
          >
            {t('view')}
          </Link>
        </div>
      </article>
    </Card>
  );
}
