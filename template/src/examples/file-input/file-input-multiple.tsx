/** Several files at once; their names follow the button, and the clear button empties the choice. */
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/field';

export function FileInputMultiple() {
  return (
    <div className="max-w-lg">
      <FormField label="Receipts">{(control) => <FileInput {...control} multiple />}</FormField>
    </div>
  );
}
