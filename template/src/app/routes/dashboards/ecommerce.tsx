/** /dashboard/ecommerce: promotion, store figures, showcase, crypto, today's delivery, social, tasks, sales. */
import { useTranslation } from 'react-i18next';
import { lazyCard } from '@/components/cards/lazy-card';
import { DeferredPageGrid } from '@/components/layout/deferred-page-grid';
import type { PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { useFirstDataInBackground } from '@/hooks/use-first-data-in-background';
import { useEcommerceDashboard } from '@/features/dashboards/api/get-ecommerce-dashboard';
import { MiniStats } from '@/features/dashboards/components/ecommerce/mini-stats';
import { PromoCard } from '@/features/dashboards/components/ecommerce/promo-card';
import { ShowcaseCarousel } from '@/features/dashboards/components/ecommerce/showcase-carousel';
import { DashboardError } from '@/features/dashboards/components/shared/dashboard-error';
import { retryingAfterFailure } from '@/lib/retrying';

// The promotion, the figures beside it and the showcase's first slide are in the page's HTML (the
// promotion's headline is a phone's largest paint, the slide's photo a desktop's: neither may wait
// for code or for the demo backend); every other card's code loads after the first paint
// (DeferredPageGrid), while the data is on its way.
const CryptoCard = lazyCard(() => import('@/features/dashboards/components/ecommerce/crypto-card'), 'CryptoCard');
const HotelCard = lazyCard(() => import('@/features/dashboards/components/ecommerce/hotel-card'), 'HotelCard');
const SalesCard = lazyCard(() => import('@/features/dashboards/components/ecommerce/sales-card'), 'SalesCard');
const TodayTimelineCard = lazyCard(
  () => import('@/features/dashboards/components/ecommerce/today-timeline-card'),
  'TodayTimelineCard',
);
const SocialPostCard = lazyCard(
  () => import('@/features/dashboards/components/ecommerce/social-post-card'),
  'SocialPostCard',
);
const TaskBoardCard = lazyCard(
  () => import('@/features/dashboards/components/ecommerce/task-board-card'),
  'TaskBoardCard',
);
const YearSalesCard = lazyCard(
  () => import('@/features/dashboards/components/ecommerce/year-sales-card'),
  'YearSalesCard',
);

export default function EcommerceDashboardScreen() {
  const { t } = useTranslation('dashboards');
  const dashboard = useEcommerceDashboard();
  const { data: answer, error, isError, refetch } = dashboard;
  const data = useFirstDataInBackground(answer);
  const third = 'col-span-12 md:col-span-6 xl:col-span-4';
  // The demo holds two coins; their cards show as skeletons until the data names them.
  const coins = data ? data.crypto : [undefined, undefined];
  const cells: PageCell[] = [
    { id: 'promo', span: 'col-span-12 lg:col-span-6', card: <PromoCard data={data?.promo} />, firstPaint: true },
    { id: 'stats', span: 'col-span-12 lg:col-span-6', card: <MiniStats data={data?.stats} />, firstPaint: true },
    {
      id: 'showcase',
      span: 'col-span-12 lg:col-span-6 xl:col-span-4',
      card: <ShowcaseCarousel data={data?.slides} />,
      firstPaint: true,
    },
    ...coins.map((coin, index) => ({
      id: `crypto-${coin?.symbol ?? index}`,
      span: 'col-span-12 sm:col-span-6 lg:col-span-3 xl:col-span-4',
      card: <CryptoCard coin={coin} />,
    })),
    { id: 'timeline', span: third, card: <TodayTimelineCard data={data?.timeline} /> },
    { id: 'post', span: third, card: <SocialPostCard post={data?.post} comments={data?.comments} /> },
    { id: 'tasks', span: third, card: <TaskBoardCard tasks={data?.tasks} /> },
    { id: 'sales', span: third, card: <SalesCard data={data?.sales} /> },
    {
      id: 'year-sales',
      span: 'col-span-12 lg:col-span-8 xl:col-span-5',
      card: <YearSalesCard data={data?.yearSales} />,
    },
    {
      id: 'hotel',
      span: 'col-span-12 md:col-span-6 lg:col-span-4 xl:col-span-3',
      card: <HotelCard data={data?.hotel} />,
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('ecommerce.title')} subtitle={t('ecommerce.subtitle')} />
      {isError ? (
        <DashboardError error={error} onRetry={() => void refetch()} retrying={retryingAfterFailure(dashboard)} />
      ) : (
        <DeferredPageGrid cells={cells} loadingLabel={data ? undefined : t('state.loading')} />
      )}
    </div>
  );
}
