/** /ecommerce/academy/dashboard: the learner's progress, time, classes, assignments, certificate and courses. */
import { useTranslation } from 'react-i18next';
import { lazyCard } from '@/components/cards/lazy-card';
import { DeferredPageGrid } from '@/components/layout/deferred-page-grid';
import type { PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/empty-state';
import { useFirstDataInBackground } from '@/hooks/use-first-data-in-background';
import { useAcademyDashboard } from '@/features/academy/api/get-academy-dashboard';
import { AcademyWelcomeCard } from '@/features/academy/components/academy-welcome-card';
import { CertificateBanner } from '@/features/academy/components/certificate-banner';
import { apiErrorMessage } from '@/lib/api-client';
import { retryingAfterFailure } from '@/lib/retrying';

// The first row (the welcome card and the certificate beside it) is in the page's HTML: the
// welcome card's greeting is the screen's largest text on a phone and must not wait for code. Every
// other card's code loads after the first paint (DeferredPageGrid), while the data is on its way.
const ActiveCoursesCard = lazyCard(
  () => import('@/features/academy/components/active-courses-card'),
  'ActiveCoursesCard',
);
const TimeSpendingCard = lazyCard(() => import('@/features/academy/components/time-spending-card'), 'TimeSpendingCard');
const UpcomingClassesCard = lazyCard(
  () => import('@/features/academy/components/upcoming-classes-card'),
  'UpcomingClassesCard',
);
const AssignmentsCard = lazyCard(() => import('@/features/academy/components/assignments-card'), 'AssignmentsCard');
const AcademyCoursesTable = lazyCard(
  () => import('@/features/academy/components/academy-courses-table'),
  'AcademyCoursesTable',
);

export default function AcademyDashboardScreen() {
  const { t } = useTranslation('academy');
  const dashboard = useAcademyDashboard();
  const { data: answer, error, isError, refetch } = dashboard;
  const data = useFirstDataInBackground(answer);
  const third = 'col-span-12 md:col-span-6 lg:col-span-4';
  const cells: PageCell[] = isError
    ? [
        {
          id: 'error',
          span: 'col-span-12',
          card: (
            <Card>
              <ErrorState
                title={t('dashboard.loadError')}
                description={apiErrorMessage(error)}
                onRetry={() => void refetch()}
                retrying={retryingAfterFailure(dashboard)}
              />
            </Card>
          ),
        },
      ]
    : [
        {
          id: 'welcome',
          span: 'col-span-12 lg:col-span-8',
          card: <AcademyWelcomeCard learner={data?.learner} stats={data?.stats} days={data?.timeSpending.days} />,
          firstPaint: true,
        },
        {
          id: 'certificate',
          span: 'col-span-12 lg:col-span-4',
          card: <CertificateBanner certificate={data?.certificate} learner={data?.learner.name} />,
          firstPaint: true,
        },
        { id: 'active', span: 'col-span-12', card: <ActiveCoursesCard courses={data?.activeCourses} /> },
        { id: 'time', span: third, card: <TimeSpendingCard data={data?.timeSpending} /> },
        { id: 'classes', span: third, card: <UpcomingClassesCard classes={data?.upcomingClasses} /> },
        {
          id: 'assignments',
          span: 'col-span-12 lg:col-span-4',
          card: <AssignmentsCard assignments={data?.assignments} />,
        },
        { id: 'courses', span: 'col-span-12', card: <AcademyCoursesTable courses={data?.courses} /> },
      ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle')}
        breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('crumbs.academy') }, { label: t('dashboard.title') }]}
      />
      <DeferredPageGrid cells={cells} loadingLabel={data || isError ? undefined : t('dashboard.loading')} />
    </div>
  );
}
