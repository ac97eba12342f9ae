/** The chosen files as chips, one per file. */
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/field';

export function FileInputChips() {
  return (
    <div className="max-w-lg">
      <FormField label="Attachments">{(control) => <FileInput {...control} multiple chips />}</FormField>
    </div>
  );
}
