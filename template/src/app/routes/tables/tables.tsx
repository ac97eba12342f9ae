/** /tables: plain tables of the demo backend's dessert rows, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'tables',
  import.meta.glob('@/examples/tables/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/tables/*.tsx', { query: '?raw', import: 'default' }),
);

export default function TablesGalleryScreen() {
  return <GalleryScreen route="tables" group="datatables" ns="tables" examples={examples} />;
}
