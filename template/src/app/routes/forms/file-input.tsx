/** /forms/file-input: every file input example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'forms-file-input',
  import.meta.glob('@/examples/file-input/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/file-input/*.tsx', { query: '?raw', import: 'default' }),
);

export default function FileInputGalleryScreen() {
  return <GalleryScreen route="forms-file-input" group="forms" ns="ui-forms" examples={examples} />;
}
