/** /components/stepper: every stepper example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'components-stepper',
  import.meta.glob('@/examples/stepper/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/stepper/*.tsx', { query: '?raw', import: 'default' }),
);

export default function StepperGalleryScreen() {
  return <GalleryScreen route="components-stepper" group="components" ns="ui-components" examples={examples} />;
}
