/** /forms/otp-input: every otp input example, each beside its own source. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'forms-otp-input',
  import.meta.glob('@/examples/otp-input/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/otp-input/*.tsx', { query: '?raw', import: 'default' }),
);

export default function OtpInputGalleryScreen() {
  return <GalleryScreen route="forms-otp-input" group="forms" ns="ui-forms" examples={examples} />;
}
