/** /forms/combobox: every combobox example, each beside its own source. */
import { collectExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = collectExamples(
  'combobox',
  ['variants', 'free-text', 'multiple', 'chips', 'custom-items', 'density'],
  import.meta.glob('@/examples/combobox/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/combobox/*.tsx', { query: '?raw', import: 'default' }),
);

export default function ComboboxGalleryScreen() {
  return <GalleryScreen route="forms-combobox" group="forms" ns="ui-forms" examples={examples} />;
}
