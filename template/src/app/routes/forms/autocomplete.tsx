/** /forms/autocomplete: every autocomplete example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'forms-autocomplete',
  import.meta.glob('@/examples/autocomplete/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/autocomplete/*.tsx', { query: '?raw', import: 'default' }),
);

export default function AutocompleteGalleryScreen() {
  return <GalleryScreen route="forms-autocomplete" group="forms" ns="ui-forms" examples={examples} />;
}
