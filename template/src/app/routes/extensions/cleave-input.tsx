/** /extensions/cleave-input: input masks that format as the user types (react-imask). */
import { collectExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = collectExamples(
  'cleave-input',
  ['card', 'phone', 'date', 'time', 'numeral', 'prefix', 'delimiter'],
  import.meta.glob('@/examples/cleave-input/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/cleave-input/*.tsx', { query: '?raw', import: 'default' }),
);

export default function CleaveInputGalleryScreen() {
  return <GalleryScreen route="extensions-cleave-input" group="extensions" ns="ui-extensions" examples={examples} />;
}
