/** /forms/radio: every radio example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'forms-radio',
  import.meta.glob('@/examples/radio/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/radio/*.tsx', { query: '?raw', import: 'default' }),
);

export default function RadioGalleryScreen() {
  return <GalleryScreen route="forms-radio" group="forms" ns="ui-forms" examples={examples} />;
}
