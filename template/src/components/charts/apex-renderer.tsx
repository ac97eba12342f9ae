/**
 * The ApexCharts half of the chart layer, loaded lazily by apex-chart.tsx. It pulls in the lean
 * core plus only the chart types the dashboards draw (see the library's tree-shaking guide).
 */
import ReactApexChart from 'react-apexcharts/core';
import 'apexcharts/area';
import 'apexcharts/bar';
import 'apexcharts/candlestick';
import 'apexcharts/donut';
import 'apexcharts/line';
import 'apexcharts/polarArea';
import 'apexcharts/radialBar';
import type { ApexOptions } from 'apexcharts';
import type { ApexKind, ApexSeries } from './apex-theme';

export interface ApexRendererProps {
  type: ApexKind;
  series: ApexSeries;
  options: ApexOptions;
  height: number;
}

export default function ApexRenderer({ type, series, options, height }: ApexRendererProps) {
  return <ReactApexChart type={type} series={series} options={options} height={height} width="100%" />;
}
