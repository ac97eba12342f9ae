/** /extensions/map: Leaflet maps with markers, areas and custom popups, and an offline fallback. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'extensions-map',
  import.meta.glob('@/examples/map/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/map/*.tsx', { query: '?raw', import: 'default' }),
);

export default function MapGalleryScreen() {
  return <GalleryScreen route="extensions-map" group="extensions" ns="ui-extensions" examples={examples} />;
}
