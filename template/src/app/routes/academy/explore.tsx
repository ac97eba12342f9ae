/** /ecommerce/academy/explore: the course catalogue by tab, with filters and pages. */
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { CourseExplorer } from '@/features/academy/components/course-explorer';

export default function AcademyExploreScreen() {
  const { t } = useTranslation('academy');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('explore.title')}
        subtitle={t('explore.subtitle')}
        breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('crumbs.academy') }, { label: t('explore.title') }]}
      />
      <CourseExplorer />
    </div>
  );
}
