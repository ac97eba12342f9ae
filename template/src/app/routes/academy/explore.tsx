/** /ecommerce/academy/explore: the course catalogue by tab, with filters and pages. */
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { CourseExplorer } from '@/features/academy/components/course-explorer';

const cells: PageCell[] = [{ id: 'courses', span: 'col-span-12', card: <CourseExplorer /> }];

export default function AcademyExploreScreen() {
  const { t } = useTranslation('academy');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('explore.title')}
        subtitle={t('explore.subtitle')}
        breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('crumbs.academy') }, { label: t('explore.title') }]}
      />
      <PageGrid cells={cells} />
    </div>
  );
}
