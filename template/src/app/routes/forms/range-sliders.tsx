/** /forms/range-sliders: every range sliders example, each beside its own source. */
import { collectExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = collectExamples(
  'range-slider',
  ['strict', 'disabled', 'min-max', 'step', 'value-label', 'vertical'],
  import.meta.glob('@/examples/range-slider/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/range-slider/*.tsx', { query: '?raw', import: 'default' }),
);

export default function RangeSlidersGalleryScreen() {
  return <GalleryScreen route="forms-range-sliders" group="forms" ns="ui-forms" examples={examples} />;
}
