/**
 * The Chart.js half of the chart layer, loaded lazily by chartjs-chart.tsx. Registers only the
 * controllers, elements and scales the app draws, so the rest of Chart.js is tree-shaken away.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  PolarAreaController,
  RadialLinearScale,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Chart as ReactChart } from 'react-chartjs-2';
import type { ChartJsKind } from './chartjs-theme';

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  PolarAreaController,
  RadialLinearScale,
  Tooltip,
);

// Ticks, legends and tooltips use the app's font (Chart.js reads it from its defaults).
if (typeof document !== 'undefined') Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;

export interface ChartJsRendererProps {
  type: ChartJsKind;
  data: ChartData;
  options: ChartOptions;
}

export default function ChartJsRenderer({ type, data, options }: ChartJsRendererProps) {
  // The canvas is decorative inside the role="img" frame; the frame carries the name. It is taken
  // out of the flow so its pixel width never props its grid column open: Chart.js sizes it from
  // the (relative) frame, which lets the chart shrink with its card.
  return (
    <div className="relative size-full">
      <ReactChart type={type} data={data} options={options} aria-hidden="true" className="absolute inset-0" />
    </div>
  );
}
