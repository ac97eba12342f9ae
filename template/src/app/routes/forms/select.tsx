/** /forms/select: every select example, each beside its own source. */
import { collectExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = collectExamples(
  'select',
  ['variants', 'groups', 'disabled', 'multiple', 'custom-items', 'selection', 'validation'],
  import.meta.glob('@/examples/select/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/select/*.tsx', { query: '?raw', import: 'default' }),
);

export default function SelectGalleryScreen() {
  return <GalleryScreen route="forms-select" group="forms" ns="ui-forms" examples={examples} />;
}
