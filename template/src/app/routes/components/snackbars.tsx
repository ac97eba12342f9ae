/** /components/snackbars: every snackbars example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-snackbars',
  import.meta.glob('@/examples/snackbar/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/snackbar/*.tsx', { query: '?raw', import: 'default' }),
);

export default function SnackbarsGalleryScreen() {
  return (
    <GalleryScreen route="components-snackbars" group="components" ns="ui-components" examples={examples} columns={2} />
  );
}
