/** /components/pagination: every pagination example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-pagination',
  import.meta.glob('@/examples/pagination/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/pagination/*.tsx', { query: '?raw', import: 'default' }),
);

export default function PaginationGalleryScreen() {
  return <GalleryScreen route="components-pagination" group="components" ns="ui-components" examples={examples} />;
}
