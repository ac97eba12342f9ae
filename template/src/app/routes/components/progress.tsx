/** /components/progress: every progress example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-progress',
  import.meta.glob('@/examples/progress/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/progress/*.tsx', { query: '?raw', import: 'default' }),
);

export default function ProgressGalleryScreen() {
  return (
    <GalleryScreen route="components-progress" group="components" ns="ui-components" examples={examples} columns={2} />
  );
}
