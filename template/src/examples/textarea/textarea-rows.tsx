/** The starting height in rows: one line for a short answer, six for a long description. */
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';

export function TextareaRows() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <FormField label={t('textarea.oneRow')}>
        {(control) => (
          <Textarea {...control} rows={1} className="min-h-0" placeholder={t('textarea.oneRowPlaceholder')} />
        )}
      </FormField>
      <FormField label={t('textarea.sixRows')}>
        {(control) => (
          <Textarea {...control} rows={6} className="min-h-0" placeholder={t('textarea.sixRowsPlaceholder')} />
        )}
      </FormField>
    </div>
  );
}
