/** A counter of files against a maximum of three, with the total size in the hint. */
import { useState } from 'react';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/field';
import { formatBytes } from '@/lib/format';

export function FileInputCounter() {
  const [files, setFiles] = useState<File[]>([]);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <div className="max-w-lg">
      <FormField
        label="Photos"
        description={`Up to 3 files. Total: ${formatBytes(total)}`}
        counter={{ count: files.length, max: 3 }}
      >
        {(control) => <FileInput {...control} multiple accept="image/*" files={files} onFilesChange={setFiles} />}
      </FormField>
    </div>
  );
}
