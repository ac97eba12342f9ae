import { ArrowRight, Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '@/components/cards/section-card';
import { buttonClasses } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { formatNumber, formatPercent } from '@/lib/format';
import type { AcademyDashboard } from '../types';
import { courseDetailsHref, exploreHref } from '../links';
import { CourseArtwork } from './course-artwork';

type ActiveCourse = AcademyDashboard['activeCourses'][number];

function ActiveCourseTile({ course }: { course: ActiveCourse }) {
  const { t } = useTranslation('academy');
  const titleId = `active-course-${course.id}`;
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-card border border-border p-4">
      <div className="flex items-start gap-4">
        <CourseArtwork
          category={course.category}
          image={course.courseBanner}
          sizes="64px"
          className="size-16 shrink-0 rounded-card"
          iconClassName="size-8"
        />
        <div className="min-w-0 flex-1">
          <Chip size="sm" color="secondary">
            {t(`categories.${course.category}`, { defaultValue: course.category })}
          </Chip>
          <h3 id={titleId} className="mt-1.5 font-semibold">
            {course.name}
          </h3>
          <p className="text-sm text-muted-foreground">{t('card.by', { name: course.tutor.name })}</p>
        </div>
      </div>
      {course.nextLesson && (
        <p className="text-sm">
          <span className="text-muted-foreground">{t('dashboard.active.next')} </span>
          {t('dashboard.active.nextLesson', { chapter: course.nextLesson.chapter, lesson: course.nextLesson.title })}
        </p>
      )}
      <div className="mt-auto flex flex-col gap-1.5">
        <div className="flex justify-between gap-2 text-sm">
          <span className="text-muted-foreground">
            {t('dashboard.active.lessons', {
              done: formatNumber(course.lessonsDone),
              total: formatNumber(course.lessonsTotal),
            })}
          </span>
          <span className="font-semibold">{formatPercent(course.progress)}</span>
        </div>
        <Progress value={course.progress} label={t('dashboard.active.progressOf', { name: course.name })} />
      </div>
      <Link
        to={courseDetailsHref(course.id)}
        className={cn(buttonClasses({ variant: 'tonal', size: 'sm' }), 'self-start')}
        aria-label={t('dashboard.active.continueNamed', { name: course.name })}
      >
        {t('dashboard.active.continue')}
        <ArrowRight aria-hidden className="rtl:-scale-x-100" />
      </Link>
    </article>
  );
}

/** The courses the learner has started and not finished, each with its next lesson and a way back in. */
export function ActiveCoursesCard({ courses }: { courses?: AcademyDashboard['activeCourses'] }) {
  const { t } = useTranslation('academy');
  return (
    <SectionCard
      title={t('dashboard.active.title')}
      aria-label={t('dashboard.active.title')}
      description={t('dashboard.active.subtitle')}
      status={!courses ? 'loading' : courses.length === 0 ? 'empty' : 'ready'}
      empty={t('dashboard.active.empty')}
      bodyClassName="min-h-64"
      actions={
        <Link to={exploreHref()} className={buttonClasses({ variant: 'text', size: 'sm' })}>
          <Compass aria-hidden />
          {t('dashboard.active.explore')}
        </Link>
      }
    >
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {courses?.map((course) => (
          <li key={course.id}>
            <ActiveCourseTile course={course} />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
