/** /components/expansion-panels: every expansion panels example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-expansion-panels',
  import.meta.glob('@/examples/accordion/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/accordion/*.tsx', { query: '?raw', import: 'default' }),
);

export default function ExpansionPanelsGalleryScreen() {
  return (
    <GalleryScreen route="components-expansion-panels" group="components" ns="ui-components" examples={examples} />
  );
}
