/** /extensions/date-picker: date and time pickers on react-day-picker, in a popover or inline. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'extensions-date-picker',
  import.meta.glob('@/examples/date-picker/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/date-picker/*.tsx', { query: '?raw', import: 'default' }),
);

export default function DatePickerGalleryScreen() {
  return (
    <GalleryScreen
      route="extensions-date-picker"
      group="extensions"
      ns="ui-extensions"
      examples={examples}
      showsToday
    />
  );
}
