/** /extensions/drop-zone: file drop zones with previews and clear rejections (react-dropzone). */
import { collectExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = collectExamples(
  'drop-zone',
  ['any', 'images', 'single'],
  import.meta.glob('@/examples/drop-zone/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/drop-zone/*.tsx', { query: '?raw', import: 'default' }),
);

export default function DropZoneGalleryScreen() {
  return <GalleryScreen route="extensions-drop-zone" group="extensions" ns="ui-extensions" examples={examples} />;
}
