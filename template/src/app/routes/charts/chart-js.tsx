/** /charts/chart-js: Chart.js demos through the app's chart layer (theme, preset and direction aware). */
import { ChartsDrawWhenNear } from '@/components/charts/chart-frame';
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'charts-chart-js',
  import.meta.glob('@/examples/chart-js/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/chart-js/*.tsx', { query: '?raw', import: 'default' }),
);

export default function ChartJsGalleryScreen() {
  // A page of charts, most below the fold: each draws as it comes into view, not all at once.
  return (
    <ChartsDrawWhenNear>
      <GalleryScreen route="charts-chart-js" group="charts" ns="ui-charts" examples={examples} columns={2} />
    </ChartsDrawWhenNear>
  );
}
