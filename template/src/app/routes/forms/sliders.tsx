/** /forms/sliders: every sliders example, each beside its own source. */
import { collectExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = collectExamples(
  'slider',
  ['colors', 'icons', 'thumb', 'ticks', 'steps', 'min-max', 'vertical'],
  import.meta.glob('@/examples/slider/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/slider/*.tsx', { query: '?raw', import: 'default' }),
);

export default function SlidersGalleryScreen() {
  return <GalleryScreen route="forms-sliders" group="forms" ns="ui-forms" examples={examples} />;
}
