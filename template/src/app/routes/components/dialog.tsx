/** /components/dialog: every dialog example, each beside its own source. */
import { collectExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = collectExamples(
  'dialog',
  ['basic', 'confirm', 'form', 'fullscreen', 'scrollable', 'persistent', 'loader', 'nested'],
  import.meta.glob('@/examples/dialog/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/dialog/*.tsx', { query: '?raw', import: 'default' }),
);

export default function DialogGalleryScreen() {
  return (
    <GalleryScreen route="components-dialog" group="components" ns="ui-components" examples={examples} columns={2} />
  );
}
