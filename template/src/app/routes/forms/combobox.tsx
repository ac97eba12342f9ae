/** /forms/combobox: every combobox example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'forms-combobox',
  import.meta.glob('@/examples/combobox/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/combobox/*.tsx', { query: '?raw', import: 'default' }),
);

export default function ComboboxGalleryScreen() {
  return <GalleryScreen route="forms-combobox" group="forms" ns="ui-forms" examples={examples} />;
}
