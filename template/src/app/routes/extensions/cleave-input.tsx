/** /extensions/cleave-input: input masks that format as the user types (react-imask). */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'extensions-cleave-input',
  import.meta.glob('@/examples/cleave-input/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/cleave-input/*.tsx', { query: '?raw', import: 'default' }),
);

export default function CleaveInputGalleryScreen() {
  return <GalleryScreen route="extensions-cleave-input" group="extensions" ns="ui-extensions" examples={examples} />;
}
