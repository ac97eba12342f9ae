/** /forms/sliders: every sliders example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'forms-sliders',
  import.meta.glob('@/examples/slider/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/slider/*.tsx', { query: '?raw', import: 'default' }),
);

export default function SlidersGalleryScreen() {
  return <GalleryScreen route="forms-sliders" group="forms" ns="ui-forms" examples={examples} />;
}
