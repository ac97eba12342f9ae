/** /components/avatar: every avatar example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-avatar',
  import.meta.glob('@/examples/avatar/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/avatar/*.tsx', { query: '?raw', import: 'default' }),
);

export default function AvatarGalleryScreen() {
  return (
    <GalleryScreen route="components-avatar" group="components" ns="ui-components" examples={examples} columns={2} />
  );
}
