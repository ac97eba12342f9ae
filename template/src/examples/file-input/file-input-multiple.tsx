/** Several files at once; their names follow the button, and the clear button empties the choice. */
import { useTranslation } from 'react-i18next';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/field';

export function FileInputMultiple() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="max-w-lg">
      <FormField label={t('file-input.receipts')}>{(control) => <FileInput {...control} multiple />}</FormField>
    </div>
  );
}
