/** /components/button: every button example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-button',
  import.meta.glob('@/examples/button/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/button/*.tsx', { query: '?raw', import: 'default' }),
);

export default function ButtonGalleryScreen() {
  return <GalleryScreen route="components-button" group="components" ns="ui-components" examples={examples} />;
}
