/** Grows with its content instead of showing a scroll bar; start with two rows and type a few lines. */
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';

export function TextareaAutoGrow() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="max-w-lg">
      <FormField label={t('textarea.delivery')} description={t('textarea.deliveryHint')}>
        {(control) => (
          <Textarea {...control} autoGrow rows={2} className="min-h-0" defaultValue={t('textarea.deliveryValue')} />
        )}
      </FormField>
    </div>
  );
}
