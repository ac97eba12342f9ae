import { useTranslation } from 'react-i18next';
import { EmptyCard, ErrorCard } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useCourse } from '../api/get-course';
import { CourseDetails } from './course-details';

/**
 * One course by id, with every state at the loaded layout's size: the course, skeletons of its two
 * columns while it loads, "not found" for an id that is not one (null) or that the server does not
 * know, and Retry.
 */
export function CourseDetailsCard({ id }: { id: number | null }) {
  const { t } = useTranslation('academy');
  const course = useCourse(id);
  if (id === null || (isApiError(course.error) && course.error.status === 404)) {
    return <EmptyCard title={t('details.notFound')} description={t('details.notFoundHint')} />;
  }
  if (course.isError) {
    return <ErrorCard onRetry={() => void course.refetch()} retrying={course.isFetching} />;
  }
  if (course.data) return <CourseDetails key={course.data.course.id} detail={course.data} />;
  return (
    <div className="grid grid-cols-12 gap-6" aria-busy>
      <Skeleton className="col-span-12 h-[44rem] rounded-card lg:col-span-8" />
      <Skeleton className="col-span-12 h-[44rem] rounded-card lg:col-span-4" />
      <p role="status" className="sr-only">
        {t('details.loading')}
      </p>
    </div>
  );
}
