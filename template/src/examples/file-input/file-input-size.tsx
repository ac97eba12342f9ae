/** Each file's size next to its name, in the reader's language (kB, MB). */
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/field';

export function FileInputSize() {
  return (
    <div className="max-w-lg">
      <FormField label="Dataset">{(control) => <FileInput {...control} multiple chips showSize />}</FormField>
    </div>
  );
}
