/** /extensions/sortable: lists sorted by drag and drop or keyboard with dnd-kit. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'extensions-sortable',
  import.meta.glob('@/examples/sortable/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/sortable/*.tsx', { query: '?raw', import: 'default' }),
);

export default function SortableGalleryScreen() {
  return <GalleryScreen route="extensions-sortable" group="extensions" ns="ui-extensions" examples={examples} />;
}
