/** A counter of files against a maximum of three, with the total size in the hint. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/field';
import { formatBytes } from '@/lib/format';

export function FileInputCounter() {
  const { t } = useTranslation('ui-forms');
  const [files, setFiles] = useState<File[]>([]);
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <div className="max-w-lg">
      <FormField
        label={t('file-input.photos')}
        description={t('file-input.photosHint', { max: 3, total: formatBytes(total) })}
        counter={{ count: files.length, max: 3 }}
      >
        {(control) => <FileInput {...control} multiple accept="image/*" files={files} onFilesChange={setFiles} />}
      </FormField>
    </div>
  );
}
