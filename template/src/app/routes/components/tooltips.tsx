/** /components/tooltips: every tooltips example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-tooltips',
  import.meta.glob('@/examples/tooltip/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/tooltip/*.tsx', { query: '?raw', import: 'default' }),
);

export default function TooltipsGalleryScreen() {
  return (
    <GalleryScreen route="components-tooltips" group="components" ns="ui-components" examples={examples} columns={2} />
  );
}
