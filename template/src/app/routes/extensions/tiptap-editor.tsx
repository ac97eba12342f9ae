/** /extensions/tiptap-editor: a TipTap editor with an accessible toolbar, and its output sanitised. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'extensions-tiptap-editor',
  import.meta.glob('@/examples/tiptap-editor/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/tiptap-editor/*.tsx', { query: '?raw', import: 'default' }),
);

export default function TiptapEditorGalleryScreen() {
  return <GalleryScreen route="extensions-tiptap-editor" group="extensions" ns="ui-extensions" examples={examples} />;
}
