/** /extensions/sortable: lists sorted by drag and drop or keyboard with dnd-kit. */
import { collectExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = collectExamples(
  'sortable',
  ['simple', 'shared', 'clone', 'handle'],
  import.meta.glob('@/examples/sortable/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/sortable/*.tsx', { query: '?raw', import: 'default' }),
);

export default function SortableGalleryScreen() {
  return <GalleryScreen route="extensions-sortable" group="extensions" ns="ui-extensions" examples={examples} />;
}
