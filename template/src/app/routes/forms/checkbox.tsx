/** /forms/checkbox: every checkbox example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'forms-checkbox',
  import.meta.glob('@/examples/checkbox/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/checkbox/*.tsx', { query: '?raw', import: 'default' }),
);

export default function CheckboxGalleryScreen() {
  return <GalleryScreen route="forms-checkbox" group="forms" ns="ui-forms" examples={examples} />;
}
