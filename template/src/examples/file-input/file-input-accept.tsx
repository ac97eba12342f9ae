/** `accept` limits the file picker to some types: here images only, then PDF documents only. */
import { useTranslation } from 'react-i18next';
import { FileInput } from '@/components/ui/file-input';
import { FormField } from '@/components/ui/field';

export function FileInputAccept() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <FormField label={t('file-input.avatar')} description={t('file-input.avatarHint')}>
        {(control) => <FileInput {...control} accept="image/png,image/jpeg,image/webp" />}
      </FormField>
      <FormField label={t('file-input.contract')} description={t('file-input.contractHint')}>
        {(control) => <FileInput {...control} accept="application/pdf" />}
      </FormField>
    </div>
  );
}
