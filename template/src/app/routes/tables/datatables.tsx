/**
 * /datatables: the shared data table over the demo backend's dessert rows: sorted, searched and
 * paged in the browser or on the server, 10,000 virtual rows, selection, drawn cells and editing.
 */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'datatables',
  import.meta.glob('@/examples/datatables/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/datatables/*.tsx', { query: '?raw', import: 'default' }),
);

export default function DatatablesGalleryScreen() {
  return <GalleryScreen route="datatables" group="datatables" ns="tables" examples={examples} />;
}
