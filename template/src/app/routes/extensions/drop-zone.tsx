/** /extensions/drop-zone: file drop zones with previews and clear rejections (react-dropzone). */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'extensions-drop-zone',
  import.meta.glob('@/examples/drop-zone/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/drop-zone/*.tsx', { query: '?raw', import: 'default' }),
);

export default function DropZoneGalleryScreen() {
  return <GalleryScreen route="extensions-drop-zone" group="extensions" ns="ui-extensions" examples={examples} />;
}
