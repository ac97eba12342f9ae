/** /forms/text-field: every text field example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'forms-text-field',
  import.meta.glob('@/examples/text-field/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/text-field/*.tsx', { query: '?raw', import: 'default' }),
);

export default function TextFieldGalleryScreen() {
  return <GalleryScreen route="forms-text-field" group="forms" ns="ui-forms" examples={examples} />;
}
