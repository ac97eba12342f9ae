import { Clock, Radio, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '@/components/cards/section-card';
import { Avatar } from '@/components/ui/avatar';
import { Chip } from '@/components/ui/chip';
import { formatDate, formatNumber, formatRelativeTime } from '@/lib/format';
import type { AcademyDashboard } from '../types';
import { localDate, startOfToday } from '@/lib/today';
import { courseDetailsHref } from '../links';

type UpcomingClass = AcademyDashboard['upcomingClasses'][number];

function ClassItem({ item }: { item: UpcomingClass }) {
  const { t } = useTranslation('academy');
  const start = localDate(item.date, item.start);
  const end = localDate(item.date, item.end);
  const time = (d: Date) => formatDate(d, { timeStyle: 'short' });
  const webinar = item.kind === 'webinar';
  return (
    <article
      aria-labelledby={`class-${item.id}`}
      className="flex gap-4 rounded-card border border-border p-4 transition-shadow hover:shadow-card"
    >
      <time
        dateTime={item.date}
        className="flex w-14 shrink-0 flex-col items-center justify-center rounded-card bg-primary/12 py-2 text-primary-text"
      >
        <span className="text-xs font-medium uppercase">{formatDate(start, { weekday: 'short' })}</span>
        <span className="text-xl font-semibold">{formatDate(start, { day: 'numeric' })}</span>
        <span className="text-xs">{formatDate(start, { month: 'short' })}</span>
      </time>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`class-${item.id}`} className="font-semibold">
            <Link to={courseDetailsHref(item.courseId)} className="hover:text-primary-text hover:underline">
              {item.title}
            </Link>
          </h3>
          <Chip
            size="sm"
            color={webinar ? 'info' : 'success'}
            icon={webinar ? <Radio aria-hidden /> : <Users aria-hidden />}
          >
            {t(`dashboard.classes.kinds.${item.kind}`)}
          </Chip>
        </div>
        <p className="text-sm text-muted-foreground">
          {t('dashboard.classes.session', { number: formatNumber(item.session) })} ·{' '}
          {formatRelativeTime(localDate(item.date), startOfToday())}
        </p>
        <p className="flex items-center gap-1.5 text-sm">
          <Clock aria-hidden className="size-4 text-muted-foreground" />
          <span>{t('dashboard.classes.time', { start: time(start), end: time(end) })}</span>
        </p>
        <p className="flex items-center gap-2 text-sm">
          <Avatar size="xs" alt={item.tutor.name} aria-hidden />
          {t('card.by', { name: item.tutor.name })}
        </p>
      </div>
    </article>
  );
}

/** Live classes and webinars coming up, nearest first. */
export function UpcomingClassesCard({ classes }: { classes?: AcademyDashboard['upcomingClasses'] }) {
  const { t } = useTranslation('academy');
  return (
    <SectionCard
      title={t('dashboard.classes.title')}
      aria-label={t('dashboard.classes.title')}
      description={t('dashboard.classes.subtitle')}
      status={!classes ? 'loading' : classes.length === 0 ? 'empty' : 'ready'}
      empty={t('dashboard.classes.empty')}
      bodyClassName="min-h-96"
    >
      <ul className="flex flex-col gap-3">
        {classes?.map((item) => (
          <li key={item.id}>
            <ClassItem item={item} />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
