/** /forms/textarea: every textarea example, each beside its own source. */
import { collectExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = collectExamples(
  'textarea',
  ['variants', 'auto-grow', 'clearable', 'counter', 'no-resize', 'icons', 'rows', 'validation'],
  import.meta.glob('@/examples/textarea/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/textarea/*.tsx', { query: '?raw', import: 'default' }),
);

export default function TextareaGalleryScreen() {
  return <GalleryScreen route="forms-textarea" group="forms" ns="ui-forms" examples={examples} />;
}
