/** /components/dialog: every dialog example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-dialog',
  import.meta.glob('@/examples/dialog/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/dialog/*.tsx', { query: '?raw', import: 'default' }),
);

export default function DialogGalleryScreen() {
  return (
    <GalleryScreen route="components-dialog" group="components" ns="ui-components" examples={examples} columns={2} />
  );
}
