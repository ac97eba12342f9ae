/** /extensions/quill-editor: Quill 2 in its Snow and Bubble themes, with sanitised previews. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'extensions-quill-editor',
  import.meta.glob('@/examples/quill-editor/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/quill-editor/*.tsx', { query: '?raw', import: 'default' }),
);

export default function QuillEditorGalleryScreen() {
  return <GalleryScreen route="extensions-quill-editor" group="extensions" ns="ui-extensions" examples={examples} />;
}
