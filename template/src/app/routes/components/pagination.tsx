/** /components/pagination: every pagination example, each beside its own source. */
import { collectExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = collectExamples(
  'pagination',
  ['basic', 'shapes', 'first-last', 'length', 'siblings', 'variants', 'sizes'],
  import.meta.glob('@/examples/pagination/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/pagination/*.tsx', { query: '?raw', import: 'default' }),
);

export default function PaginationGalleryScreen() {
  return <GalleryScreen route="components-pagination" group="components" ns="ui-components" examples={examples} />;
}
