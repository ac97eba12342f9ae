/** /forms/select: every select example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'forms-select',
  import.meta.glob('@/examples/select/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/select/*.tsx', { query: '?raw', import: 'default' }),
);

export default function SelectGalleryScreen() {
  return <GalleryScreen route="forms-select" group="forms" ns="ui-forms" examples={examples} />;
}
