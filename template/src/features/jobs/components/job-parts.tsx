import { Bookmark } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { Picture } from '@/components/ui/picture';
import { cn } from '@/lib/cn';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { startOfToday } from '@/lib/today';
import { useBookmarkJob } from '../api/bookmark-job';
import { parsePostedDate, type Job } from '../types';

/** The Avatar's sizes, so a logo and the initials that stand in for it take the same box. */
const logoSizes = {
  md: { px: 40, box: 'size-10' },
  lg: { px: 48, box: 'size-12' },
  xl: { px: 64, box: 'size-16' },
} as const;

/**
 * The company's logo, or its initials on the job's colour when it has none or it fails to load. The
 * company's name always stands beside it, so the picture is decorative (empty alt).
 */
export function JobLogo({ job, size = 'md' }: { job: Job; size?: keyof typeof logoSizes }) {
  const [failed, setFailed] = useState<string | null>(null);
  const { px, box } = logoSizes[size];
  if (job.companyLogo && failed !== job.companyLogo) {
    return (
      <Picture
        src={job.companyLogo}
        alt=""
        width={px}
        height={px}
        sizes={`${px}px`}
        onError={() => setFailed(job.companyLogo)}
        className={cn(box, 'shrink-0 rounded-[calc(var(--radius)*0.8)] bg-muted object-cover')}
      />
    );
  }
  return <Avatar alt={job.companyName} color={job.color} shape="rounded" size={size} aria-hidden />;
}

/** Star that saves the job for later; the change persists on the server. */
export function JobBookmarkButton({ job, className }: { job: Job; className?: string }) {
  const { t } = useTranslation('jobs');
  const bookmark = useBookmarkJob();
  return (
    <Button
      variant="ghost"
      color={job.bookmarked ? 'primary' : 'secondary'}
      size="icon-sm"
      aria-pressed={job.bookmarked}
      aria-label={t('bookmark', { name: job.name, company: job.companyName })}
      onClick={() => bookmark.mutate({ id: job.id, bookmarked: !job.bookmarked })}
      className={className}
    >
      <Bookmark aria-hidden className={cn(job.bookmarked && 'fill-current')} />
    </Button>
  );
}

/** "Full-Time", "Remote" chips. */
export function JobChips({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('employment')}>
      {job.employment.map((label) => (
        <li key={label}>
          <Chip color={job.color} variant="tonal">
            {t(`workTypes.${label}`, { defaultValue: label })}
          </Chip>
        </li>
      ))}
    </ul>
  );
}

/** "3 days ago", with the full date for hover and assistive tech. */
export function JobPosted({ job, className }: { job: Job; className?: string }) {
  const date = parsePostedDate(job.postedDate);
  return (
    <time dateTime={date.toISOString().slice(0, 10)} title={formatDate(date)} className={className}>
      {formatRelativeTime(date, startOfToday())}
    </time>
  );
}

/** `110-140k` as "$110k – $140k" in the current language. */
export function useSalaryText() {
  const { t } = useTranslation('jobs');
  return (salary: string) => {
    const [low = '', high = low] = salary.replace(/k$/i, '').split('-');
    return t('salaryRange', { low, high });
  };
}
