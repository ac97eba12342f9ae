import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Rating } from '@/components/ui/rating';
import { formatCompact, formatDate, formatNumber } from '@/lib/format';
import { localDate } from '@/lib/today';
import { dayWithMonth } from '../learning';
import type { CourseDetail } from '../types';

/** The course's average rating and its most recent reviews. */
export function CourseReviews({ detail }: { detail: Pick<CourseDetail, 'course' | 'reviews' | 'reviewCount'> }) {
  const { t } = useTranslation('academy');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-4 rounded-card bg-muted/50 p-4">
        <p className="text-4xl font-semibold">{formatNumber(detail.course.rating, { minimumFractionDigits: 1 })}</p>
        <div className="flex flex-col gap-1">
          <Rating value={detail.course.rating} readOnly allowHalf aria-label={t('details.reviews.average')} />
          <p className="text-sm text-muted-foreground">
            {t('details.reviews.count', { count: detail.reviewCount, formatted: formatCompact(detail.reviewCount) })}
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-5">
        {detail.reviews.map((review) => (
          <li key={review.id} className="flex gap-3">
            <Avatar alt={review.author} size="sm" aria-hidden color="info" />
            <article
              className="flex min-w-0 flex-1 flex-col gap-1"
              aria-label={t('details.reviews.by', { name: review.author })}
            >
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h3 className="font-medium">{review.author}</h3>
                <Rating value={review.rating} readOnly size="sm" />
                <time dateTime={review.date} className="text-xs text-muted-foreground">
                  {formatDate(localDate(review.date), dayWithMonth)}
                </time>
              </div>
              <p className="text-sm text-muted-foreground">{review.text}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
