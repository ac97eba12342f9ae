/** /charts/apex-chart: ApexCharts demos through the app's chart layer (theme, preset and direction aware). */
import { ChartsDrawWhenNear } from '@/components/charts/chart-frame';
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'charts-apex-chart',
  import.meta.glob('@/examples/apex-chart/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/apex-chart/*.tsx', { query: '?raw', import: 'default' }),
);

export default function ApexChartGalleryScreen() {
  // A page of charts, most below the fold: each draws as it comes into view, not all at once.
  return (
    <ChartsDrawWhenNear>
      <GalleryScreen route="charts-apex-chart" group="charts" ns="ui-charts" examples={examples} columns={2} />
    </ChartsDrawWhenNear>
  );
}
