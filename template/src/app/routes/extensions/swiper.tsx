/** /extensions/swiper: Swiper carousels with keyboard, screen-reader and right-to-left support. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'extensions-swiper',
  import.meta.glob('@/examples/swiper/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/swiper/*.tsx', { query: '?raw', import: 'default' }),
);

export default function SwiperGalleryScreen() {
  return <GalleryScreen route="extensions-swiper" group="extensions" ns="ui-extensions" examples={examples} />;
}
