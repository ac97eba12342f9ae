/** /components/breadcrumbs: every breadcrumbs example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-breadcrumbs',
  import.meta.glob('@/examples/breadcrumbs/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/breadcrumbs/*.tsx', { query: '?raw', import: 'default' }),
);

export default function BreadcrumbsGalleryScreen() {
  return (
    <GalleryScreen
      route="components-breadcrumbs"
      group="components"
      ns="ui-components"
      examples={examples}
      columns={2}
    />
  );
}
