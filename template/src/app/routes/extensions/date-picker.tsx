/** /extensions/date-picker: date and time pickers on react-day-picker, in a popover or inline. */
import { galleryExamples } from '@/features/gallery/collect-examples';
import { GalleryScreen } from '@/features/gallery/components/gallery-screen';

const examples = galleryExamples(
  'extensions-date-picker',
  import.meta.glob('@/examples/date-picker/*.tsx', { eager: true }),
  import.meta.glob<string>('@/examples/date-picker/*.tsx', { query: '?raw', import: 'default' }),
);

/** The pickers' heights (a label and a field; the range has a hint line; the inline calendar), measured. */
const placeholders = {
  single: 'h-16',
  range: 'h-[5.375rem]',
  multiple: 'h-16',
  month: 'h-16',
  time: 'h-16',
  inline: 'h-[23.25rem] sm:h-[18.75rem]',
};

export default function DatePickerGalleryScreen() {
  return (
    <GalleryScreen
      route="extensions-date-picker"
      group="extensions"
      ns="ui-extensions"
      examples={examples}
      showsToday
      placeholders={placeholders}
    />
  );
}
