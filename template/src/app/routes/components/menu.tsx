/** /components/menu: every menu example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-menu',
  import.meta.glob('@/examples/menu/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/menu/*.tsx', { query: '?raw', import: 'default' }),
);

export default function MenuGalleryScreen() {
  return (
    <GalleryScreen route="components-menu" group="components" ns="ui-components" examples={examples} columns={2} />
  );
}
