/** /components/tabs: every tabs example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-tabs',
  import.meta.glob('@/examples/tabs/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/tabs/*.tsx', { query: '?raw', import: 'default' }),
);

export default function TabsGalleryScreen() {
  return <GalleryScreen route="components-tabs" group="components" ns="ui-components" examples={examples} />;
}
