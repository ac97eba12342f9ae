/** /components/badge: every badge example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-badge',
  import.meta.glob('@/examples/badge/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/badge/*.tsx', { query: '?raw', import: 'default' }),
);

export default function BadgeGalleryScreen() {
  return (
    <GalleryScreen route="components-badge" group="components" ns="ui-components" examples={examples} columns={2} />
  );
}
