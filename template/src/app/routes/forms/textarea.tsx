/** /forms/textarea: every textarea example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'forms-textarea',
  import.meta.glob('@/examples/textarea/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/textarea/*.tsx', { query: '?raw', import: 'default' }),
);

export default function TextareaGalleryScreen() {
  return <GalleryScreen route="forms-textarea" group="forms" ns="ui-forms" examples={examples} />;
}
