/** Every Analytics card, drawn from GET /dashboards/analytics. Loaded after the dashboard's first paint, while its data is on the way. */
import type { ReactNode } from 'react';
import { KpiCard } from './kpi-card';
import { LeadingTeamsCard, SocialTrafficCard } from './list-cards';
import { LocationsCard } from './locations-card';
import { NewCustomersCard, OrderTrendCard, TotalOrdersCard, WeeklySalesCard } from './order-charts';
import { SellersCard } from './sellers-card';
import { CouponsCard, MarketShareCard, PayingCard } from './share-cards';
import { TasksCard } from './tasks-card';
import { WeatherCard } from './weather-card';
import type { AnalyticsDashboard } from '../../types';

const Third = ({ children }: { children: ReactNode }) => (
  <div className="col-span-12 md:col-span-6 lg:col-span-4">{children}</div>
);
const Half = ({ children }: { children: ReactNode }) => <div className="col-span-12 md:col-span-6">{children}</div>;

export default function AnalyticsCards({ data }: { data: AnalyticsDashboard }) {
  return (
    <>
      {data.kpis.map((kpi) => (
        <div key={kpi.id} className="col-span-12 sm:col-span-6 lg:col-span-3">
          <KpiCard kpi={kpi} />
        </div>
      ))}
      <Third>
        <CouponsCard data={data.coupons} />
      </Third>
      <Third>
        <MarketShareCard data={data.marketShare} total={data.marketTotal} />
      </Third>
      <Third>
        <PayingCard share={data.payingShare} />
      </Third>
      <Third>
        <TotalOrdersCard data={data.totalOrders} />
      </Third>
      <Third>
        <OrderTrendCard data={data.orderTrend} />
      </Third>
      <Third>
        <SocialTrafficCard data={data.socialTraffic} max={data.socialMax} />
      </Third>
      <Third>
        <NewCustomersCard data={data.newCustomers} />
      </Third>
      <Third>
        <WeeklySalesCard data={data.weeklySales} />
      </Third>
      <Third>
        <WeatherCard data={data.weather} />
      </Third>
      <Half>
        <TasksCard data={data.tasks} />
      </Half>
      <Half>
        <LeadingTeamsCard data={data.leadingTeams} />
      </Half>
      <Half>
        <SellersCard data={data.sellers} />
      </Half>
      <Half>
        <LocationsCard data={data.locations} />
      </Half>
    </>
  );
}
