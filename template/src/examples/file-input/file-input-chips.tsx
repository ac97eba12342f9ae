/** The chosen files as chips, one per file. */
import { useTranslation } from 'react-i18next';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/field';

export function FileInputChips() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="max-w-lg">
      <FormField label={t('file-input.attachments')}>
        {(control) => <FileInput {...control} multiple chips />}
      </FormField>
    </div>
  );
}
