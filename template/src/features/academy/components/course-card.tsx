import { BookOpen, Clock, Star, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Progress } from '@/components/ui/progress';
import { formatCompact, formatMoney, formatNumber, formatPercent } from '@/lib/format';
import { finalPrice, type Course } from '../types';
import { courseDetailsHref } from '../links';
import { CourseArtwork } from './course-artwork';

/** A course in the catalogue: banner, facts, tutor, rating, and progress or price. */
export function CourseCard({ course }: { course: Course }) {
  const { t } = useTranslation('academy');
  const price = finalPrice(course);
  return (
    <Card asChild className="h-full overflow-hidden">
      <article aria-labelledby={`course-${course.id}`}>
        <CourseArtwork
          category={course.category}
          image={course.courseBanner}
          sizes="(min-width: 1280px) 30vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[16/7] w-full"
        />
        <div className="flex flex-1 flex-col gap-3 p-5">
          <div className="flex items-center justify-between gap-2">
            <Chip color="primary">{t(`categories.${course.category}`, { defaultValue: course.category })}</Chip>
            <span className="flex items-center gap-1 text-sm font-medium">
              <Star className="size-4 fill-warning text-warning" aria-hidden />
              <span className="sr-only">{t('card.rating')}</span>
              {formatNumber(course.rating)}
            </span>
          </div>
          <h3 id={`course-${course.id}`} className="font-semibold">
            <Link to={courseDetailsHref(course.id)} className="rounded-sm hover:text-primary-text hover:underline">
              {course.name}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{course.description}</p>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            <li className="flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden />
              {t('card.hours', { count: course.hours })}
            </li>
            <li className="flex items-center gap-1">
              <BookOpen className="size-3.5" aria-hidden />
              {t('card.chapters', { count: course.chapter })}
            </li>
            <li className="flex items-center gap-1">
              <Users className="size-3.5" aria-hidden />
              {t('card.enrolls', { formatted: formatCompact(course.enrolls) })}
            </li>
          </ul>
          <p className="flex items-center gap-2 text-sm">
            <Avatar alt={course.tutor.name} size="xs" aria-hidden />
            {t('card.by', { name: course.tutor.name })}
          </p>
          <div className="mt-auto pt-2">
            {course.purchased ? (
              <div className="flex items-center gap-3">
                <Progress value={course.progress} label={t('card.progressLabel')} className="flex-1" />
                <span className="text-sm font-medium">{formatPercent(course.progress)}</span>
              </div>
            ) : course.price === 0 ? (
              <p className="font-semibold text-success-text">{t('card.free')}</p>
            ) : (
              <p className="flex items-baseline gap-2">
                <span className="text-lg font-semibold text-success-text">{formatMoney(price)}</span>
                {course.discount > 0 && (
                  <s className="text-sm text-muted-foreground">
                    <span className="sr-only">{t('card.was')} </span>
                    {formatMoney(course.price)}
                  </s>
                )}
              </p>
            )}
          </div>
        </div>
      </article>
    </Card>
  );
}
