/** /extensions/toastify: the app's toaster in every tone, position, with actions and promises. */
import { useEffect } from 'react';
import { requestToaster } from '@/components/ui/toaster-state';
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'extensions-toastify',
  import.meta.glob('@/examples/toastify/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/toastify/*.tsx', { query: '?raw', import: 'default' }),
);

export default function ToastifyGalleryScreen() {
  // These examples call sonner itself, not components/ui/toast: the toaster must be up before them.
  useEffect(requestToaster, []);
  return <GalleryScreen route="extensions-toastify" group="extensions" ns="ui-extensions" examples={examples} />;
}
