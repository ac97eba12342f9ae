/** Every eCommerce card, drawn from GET /dashboards/ecommerce. Loaded after the dashboard's first paint, while its data is on the way. */
import { CryptoCard } from './crypto-card';
import { HotelCard } from './hotel-card';
import { MiniStats } from './mini-stats';
import { PromoCard } from './promo-card';
import { SalesCard } from './sales-card';
import { ShowcaseCarousel } from './showcase-carousel';
import { SocialPostCard } from './social-post-card';
import { TaskBoardCard } from './task-board-card';
import { TodayTimelineCard } from './today-timeline-card';
import { YearSalesCard } from './year-sales-card';
import type { EcommerceDashboard } from '../../types';

export default function EcommerceCards({ data }: { data: EcommerceDashboard }) {
  return (
    <>
      <div className="col-span-12 lg:col-span-6">
        <PromoCard data={data.promo} />
      </div>
      <div className="col-span-12 lg:col-span-6">
        <MiniStats data={data.stats} />
      </div>
      <div className="col-span-12 lg:col-span-6 xl:col-span-4">
        <ShowcaseCarousel data={data.slides} />
      </div>
      {data.crypto.map((coin) => (
        <div key={coin.symbol} className="col-span-12 sm:col-span-6 lg:col-span-3 xl:col-span-4">
          <CryptoCard coin={coin} />
        </div>
      ))}
      <div className="col-span-12 md:col-span-6 xl:col-span-4">
        <TodayTimelineCard data={data.timeline} />
      </div>
      <div className="col-span-12 md:col-span-6 xl:col-span-4">
        <SocialPostCard post={data.post} comments={data.comments} />
      </div>
      <div className="col-span-12 md:col-span-6 xl:col-span-4">
        <TaskBoardCard tasks={data.tasks} />
      </div>
      <div className="col-span-12 md:col-span-6 xl:col-span-4">
        <SalesCard data={data.sales} />
      </div>
      <div className="col-span-12 lg:col-span-8 xl:col-span-5">
        <YearSalesCard data={data.yearSales} />
      </div>
      <div className="col-span-12 md:col-span-6 lg:col-span-4 xl:col-span-3">
        <HotelCard data={data.hotel} />
      </div>
    </>
  );
}
