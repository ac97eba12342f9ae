/** The Operations cards below the figures, drawn from GET /dashboards/operations. Loaded after the dashboard's first paint, while its data is on the way. */
import { BranchesCard } from './branches-card';
import { CarriersCard } from './carriers-card';
import { OnTimeCard } from './on-time-card';
import { PipelineCard } from './pipeline-card';
import { StaffCard } from './staff-card';
import { WarehousesCard } from './warehouses-card';
import type { OperationsDashboard } from '../../types';

export default function OperationsCards({ data }: { data: OperationsDashboard }) {
  return (
    <>
      <div className="col-span-12 lg:col-span-8">
        <PipelineCard data={data.pipeline} />
      </div>
      <div className="col-span-12 md:col-span-6 lg:col-span-4">
        <OnTimeCard data={data.onTime} rate={data.kpis.onTimeRate} leadDays={data.kpis.avgLeadDays} />
      </div>
      <div className="col-span-12 md:col-span-6 lg:col-span-6">
        <CarriersCard data={data.carriers} />
      </div>
      <div className="col-span-12 lg:col-span-6">
        <WarehousesCard data={data.warehouses} />
      </div>
      <div className="col-span-12 lg:col-span-7">
        <BranchesCard data={data.branches} />
      </div>
      <div className="col-span-12 lg:col-span-5">
        <StaffCard data={data.staff} />
      </div>
    </>
  );
}
