/** `accept` limits the file picker to some types: here images only, then PDF documents only. */
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/field';

export function FileInputAccept() {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <FormField label="Avatar" description="PNG, JPEG or WebP.">
        {(control) => <FileInput {...control} accept="image/png,image/jpeg,image/webp" />}
      </FormField>
      <FormField label="Contract" description="PDF only.">
        {(control) => <FileInput {...control} accept="application/pdf" />}
      </FormField>
    </div>
  );
}
