/** /forms/switch: every switch example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'forms-switch',
  import.meta.glob('@/examples/switch/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/switch/*.tsx', { query: '?raw', import: 'default' }),
);

export default function SwitchGalleryScreen() {
  return <GalleryScreen route="forms-switch" group="forms" ns="ui-forms" examples={examples} />;
}
