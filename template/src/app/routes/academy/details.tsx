/** /ecommerce/academy/details?id=<course id>: one course's lessons, facts and progress. */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCourse } from '@/features/academy/api/get-course';
import { CourseDetails } from '@/features/academy/components/course-details';
import { exploreHref } from '@/features/academy/links';
import { isApiError } from '@/lib/api-client';

/** The first course when the link has no id, so the menu's plain link shows a course. */
function parseId(raw: string | null): number | null {
  if (raw === null) return 1;
  return /^\d{1,6}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export default function AcademyDetailsScreen() {
  const { t } = useTranslation('academy');
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const course = useCourse(id);
  const missing = id === null || (isApiError(course.error) && course.error.status === 404);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={missing ? t('details.notFound') : (course.data?.course.name ?? t('details.title'))}
        subtitle={course.data?.course.description}
        breadcrumbs={[
          { label: t('crumbs.apps') },
          { label: t('crumbs.academy'), to: exploreHref() },
          { label: t('details.title') },
        ]}
        actions={
          <Link to={exploreHref()} className={buttonClasses({ variant: 'tonal', color: 'secondary' })}>
            {t('details.back')}
          </Link>
        }
      />
      {missing ? (
        <Card>
          <EmptyState title={t('details.notFound')} description={t('details.notFoundHint')} className="min-h-96" />
        </Card>
      ) : course.isError ? (
        <Card>
          <ErrorState onRetry={() => void course.refetch()} retrying={course.isFetching} className="min-h-96" />
        </Card>
      ) : course.data ? (
        <CourseDetails key={course.data.course.id} detail={course.data} />
      ) : (
        <div className="grid grid-cols-12 gap-6" aria-busy>
          <Skeleton className="col-span-12 h-[44rem] rounded-card lg:col-span-8" />
          <Skeleton className="col-span-12 h-[44rem] rounded-card lg:col-span-4" />
          <p role="status" className="sr-only">
            {t('details.loading')}
          </p>
        </div>
      )}
    </div>
  );
}
