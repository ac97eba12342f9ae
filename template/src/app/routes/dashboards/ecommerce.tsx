/** /dashboard/ecommerce: promotion, store figures, showcase, crypto, today's delivery, social, tasks, sales. */
import { useTranslation } from 'react-i18next';
import { usePreloadAfterPaint } from '@/components/charts/use-after-paint';
import { loadApexRenderer } from '@/components/charts/preload';
import { loadSwiperCarousel } from '@/features/dashboards/components/shared/carousel';
import { useEcommerceDashboard } from '@/features/dashboards/api/get-ecommerce-dashboard';
import { CryptoCard } from '@/features/dashboards/components/ecommerce/crypto-card';
import { HotelCard } from '@/features/dashboards/components/ecommerce/hotel-card';
import { MiniStats } from '@/features/dashboards/components/ecommerce/mini-stats';
import { PromoCard } from '@/features/dashboards/components/ecommerce/promo-card';
import { SalesCard } from '@/features/dashboards/components/ecommerce/sales-card';
import { ShowcaseCarousel } from '@/features/dashboards/components/ecommerce/showcase-carousel';
import { SocialPostCard } from '@/features/dashboards/components/ecommerce/social-post-card';
import { TaskBoardCard } from '@/features/dashboards/components/ecommerce/task-board-card';
import { TodayTimelineCard } from '@/features/dashboards/components/ecommerce/today-timeline-card';
import { YearSalesCard } from '@/features/dashboards/components/ecommerce/year-sales-card';
import { DashboardError } from '@/features/dashboards/components/shared/dashboard-error';
import { DashboardHeader } from '@/features/dashboards/components/shared/dashboard-header';
import { DashboardSkeleton } from '@/features/dashboards/components/shared/dashboard-skeleton';
import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder boxes in the cards' own cells, about their loaded height. */
const loadingCells = [
  { className: 'col-span-12 lg:col-span-6', height: 328 },
  { className: 'col-span-12 lg:col-span-6', height: 328 },
  { className: 'col-span-12 lg:col-span-6 xl:col-span-4', height: 324 },
  { className: 'col-span-12 sm:col-span-6 lg:col-span-3 xl:col-span-4', height: 324 },
  { className: 'col-span-12 sm:col-span-6 lg:col-span-3 xl:col-span-4', height: 324 },
  { className: 'col-span-12 md:col-span-6 xl:col-span-4', height: 412 },
  { className: 'col-span-12 md:col-span-6 xl:col-span-4', height: 412 },
  { className: 'col-span-12 md:col-span-6 xl:col-span-4', height: 412 },
  { className: 'col-span-12 md:col-span-6 xl:col-span-4', height: 374 },
  { className: 'col-span-12 lg:col-span-8 xl:col-span-5', height: 468 },
  { className: 'col-span-12 md:col-span-6 lg:col-span-4 xl:col-span-3', height: 468 },
];

export default function EcommerceDashboardScreen() {
  // The chart library and Swiper download while the data is on its way.
  usePreloadAfterPaint(loadApexRenderer, loadSwiperCarousel);
  const { t } = useTranslation('dashboards');
  const { data, error, isError, refetch, isFetching } = useEcommerceDashboard();
  if (isError) return <DashboardError error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <div className="flex flex-col gap-6">
      <DashboardHeader title={t('ecommerce.title')} subtitle={t('ecommerce.subtitle')} />
      <div className="grid grid-cols-12 gap-6 *:min-w-0">
        {!data ? (
          <DashboardSkeleton cells={loadingCells} />
        ) : (
          <>
            <div className="col-span-12 lg:col-span-6">
              <PromoCard data={data?.promo} />
            </div>
            <div className="col-span-12 lg:col-span-6">
              <MiniStats data={data?.stats} />
            </div>
            <div className="col-span-12 lg:col-span-6 xl:col-span-4">
              <ShowcaseCarousel data={data?.slides} />
            </div>
            {(data?.crypto ?? [undefined, undefined]).map((coin, i) => (
              <div key={coin?.symbol ?? i} className="col-span-12 sm:col-span-6 lg:col-span-3 xl:col-span-4">
                {coin ? <CryptoCard coin={coin} /> : <Skeleton className="h-56 w-full" />}
              </div>
            ))}
            <div className="col-span-12 md:col-span-6 xl:col-span-4">
              <TodayTimelineCard data={data?.timeline} />
            </div>
            <div className="col-span-12 md:col-span-6 xl:col-span-4">
              <SocialPostCard post={data?.post} comments={data?.comments} />
            </div>
            <div className="col-span-12 md:col-span-6 xl:col-span-4">
              <TaskBoardCard tasks={data?.tasks} />
            </div>
            <div className="col-span-12 md:col-span-6 xl:col-span-4">
              <SalesCard data={data?.sales} />
            </div>
            <div className="col-span-12 lg:col-span-8 xl:col-span-5">
              <YearSalesCard data={data?.yearSales} />
            </div>
            <div className="col-span-12 md:col-span-6 lg:col-span-4 xl:col-span-3">
              <HotelCard data={data?.hotel} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
