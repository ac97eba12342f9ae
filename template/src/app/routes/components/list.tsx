/** /components/list: every list example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-list',
  import.meta.glob('@/examples/list/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/list/*.tsx', { query: '?raw', import: 'default' }),
);

export default function ListGalleryScreen() {
  return (
    <GalleryScreen route="components-list" group="components" ns="ui-components" examples={examples} columns={2} />
  );
}
