/** /components/chips: every chips example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-chips',
  import.meta.glob('@/examples/chip/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/chip/*.tsx', { query: '?raw', import: 'default' }),
);

export default function ChipsGalleryScreen() {
  return (
    <GalleryScreen route="components-chips" group="components" ns="ui-components" examples={examples} columns={2} />
  );
}
