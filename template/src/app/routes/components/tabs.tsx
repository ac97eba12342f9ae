/** /components/tabs: every tabs example, each beside its own source. */
import { collectExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = collectExamples(
  'tabs',
  ['line', 'pill', 'icons', 'stacked', 'align', 'grow', 'vertical'],
  import.meta.glob('@/examples/tabs/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/tabs/*.tsx', { query: '?raw', import: 'default' }),
);

export default function TabsGalleryScreen() {
  return <GalleryScreen route="components-tabs" group="components" ns="ui-components" examples={examples} />;
}
