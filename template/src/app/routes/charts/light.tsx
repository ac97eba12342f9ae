/** /charts/light: the light chart kit (plain SVG, no chart library) that every dashboard draws with. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'charts-light',
  import.meta.glob('@/examples/light-chart/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/light-chart/*.tsx', { query: '?raw', import: 'default' }),
);

export default function LightChartGalleryScreen() {
  return <GalleryScreen route="charts-light" group="charts" ns="ui-charts" examples={examples} columns={2} />;
}
