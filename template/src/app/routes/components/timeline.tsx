/** /components/timeline: every timeline example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-timeline',
  import.meta.glob('@/examples/timeline/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/timeline/*.tsx', { query: '?raw', import: 'default' }),
);

export default function TimelineGalleryScreen() {
  return <GalleryScreen route="components-timeline" group="components" ns="ui-components" examples={examples} />;
}
