/** /components/alert: every alert example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-alert',
  import.meta.glob('@/examples/alert/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/alert/*.tsx', { query: '?raw', import: 'default' }),
);

export default function AlertGalleryScreen() {
  return <GalleryScreen route="components-alert" group="components" ns="ui-components" examples={examples} />;
}
