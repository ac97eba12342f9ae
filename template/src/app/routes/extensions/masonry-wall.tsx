/** /extensions/masonry-wall: photo and review walls laid out with CSS columns. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'extensions-masonry-wall',
  import.meta.glob('@/examples/masonry-wall/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/masonry-wall/*.tsx', { query: '?raw', import: 'default' }),
);

export default function MasonryWallGalleryScreen() {
  return <GalleryScreen route="extensions-masonry-wall" group="extensions" ns="ui-extensions" examples={examples} />;
}
