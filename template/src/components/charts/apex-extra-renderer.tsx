/** The ApexCharts renderer plus the chart kinds only some screens draw (heatmap, radar). */
import 'apexcharts/heatmap';
import 'apexcharts/radar';

export { default } from './apex-renderer';
