/** /forms/range-sliders: every range sliders example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'forms-range-sliders',
  import.meta.glob('@/examples/range-slider/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/range-slider/*.tsx', { query: '?raw', import: 'default' }),
);

export default function RangeSlidersGalleryScreen() {
  return <GalleryScreen route="forms-range-sliders" group="forms" ns="ui-forms" examples={examples} />;
}
