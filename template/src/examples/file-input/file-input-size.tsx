/** Each file's size next to its name, in the reader's language (kB, MB). */
import { useTranslation } from 'react-i18next';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/field';

export function FileInputSize() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="max-w-lg">
      <FormField label={t('file-input.dataset')}>
        {(control) => <FileInput {...control} multiple chips showSize />}
      </FormField>
    </div>
  );
}
