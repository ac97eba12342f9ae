/** /ecommerce/academy/details?id=<course id>: one course's lessons, facts and progress. */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageGrid } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { useCourse } from '@/features/academy/api/get-course';
import { CourseDetailsCard } from '@/features/academy/components/course-details-card';
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
  // The same query as the card's (fetched once): the header names the course once known.
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
      <PageGrid cells={[{ id: 'course', span: 'col-span-12', card: <CourseDetailsCard id={id} /> }]} />
    </div>
  );
}
