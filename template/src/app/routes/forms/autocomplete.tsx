/** /forms/autocomplete: every autocomplete example, each beside its own source. */
import { collectExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = collectExamples(
  'autocomplete',
  ['variants', 'multiple', 'chips', 'custom-items', 'async', 'first-match'],
  import.meta.glob('@/examples/autocomplete/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/autocomplete/*.tsx', { query: '?raw', import: 'default' }),
);

export default function AutocompleteGalleryScreen() {
  return <GalleryScreen route="forms-autocomplete" group="forms" ns="ui-forms" examples={examples} />;
}
