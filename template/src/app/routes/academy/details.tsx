/** /ecommerce/academy/details?id=<course id>: one course's lessons, facts and progress. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailScreen } from '@/components/layout/detail-screen';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFirstDataInBackground } from '@/hooks/use-first-data-in-background';
import { routeId, useRouteId, wholeNumberId } from '@/hooks/use-route-id';
import { preloadCourse, useCourse } from '@/features/academy/api/get-course';
import type { ScreenPreload } from '@/app/router';
import { CourseDetails } from '@/features/academy/components/course-details';
import { exploreHref } from '@/features/academy/links';

// The menu's plain link (no id) shows the first course.
const courseId = { search: 'id', parse: wholeNumberId, fallback: 1 };

export const preload: ScreenPreload = (address) => {
  const id = routeId(courseId, address);
  if (id !== null) preloadCourse(id);
};

export default function AcademyDetailsScreen() {
  const { t } = useTranslation('academy');
  const id = useRouteId(courseId);
  const query = useCourse(id);
  // The course's first answer is drawn in a background render: the player, tabs and chapters are
  // one long task on a phone otherwise.
  const course = useFirstDataInBackground(query.data);
  return (
    <DetailScreen
      id={id}
      query={{ ...query, data: course }}
      header={(detail, status) => ({
        title: status === 'not-found' ? t('details.notFound') : (detail?.course.name ?? t('details.title')),
        // A line held while loading, so the description arriving does not push the page down.
        subtitle: status === 'loading' ? '\u00a0' : detail?.course.description,
        breadcrumbs: [
          { label: t('crumbs.apps') },
          { label: t('crumbs.academy'), to: exploreHref() },
          { label: t('details.title') },
        ],
        actions: (
          <Link to={exploreHref()} className={buttonClasses({ variant: 'tonal', color: 'secondary' })}>
            {t('details.back')}
          </Link>
        ),
      })}
      loadingLabel={t('details.loading')}
      skeleton={
        <div className="grid grid-cols-12 gap-6">
          <Skeleton className="col-span-12 h-[44rem] rounded-card lg:col-span-8" />
          <Skeleton className="col-span-12 h-[44rem] rounded-card lg:col-span-4" />
        </div>
      }
      notFound={{ title: t('details.notFound'), description: t('details.notFoundHint') }}
      cellId="course"
    >
      {(detail) => <CourseDetails key={detail.course.id} detail={detail} />}
    </DetailScreen>
  );
}
