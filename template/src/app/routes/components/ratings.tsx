/** /components/ratings: every ratings example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-ratings',
  import.meta.glob('@/examples/rating/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/rating/*.tsx', { query: '?raw', import: 'default' }),
);

export default function RatingsGalleryScreen() {
  return (
    <GalleryScreen route="components-ratings" group="components" ns="ui-components" examples={examples} columns={2} />
  );
}
