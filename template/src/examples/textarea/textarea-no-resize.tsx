/** A fixed-size text area: no resize handle, for layouts that must not move. */
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';

export function TextareaNoResize() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="max-w-lg">
      <FormField label={t('textarea.returnReason')}>
        {(control) => <Textarea {...control} resizable={false} placeholder={t('textarea.returnPlaceholder')} />}
      </FormField>
    </div>
  );
}
