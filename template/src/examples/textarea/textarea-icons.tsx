/** An icon inside the text area, at the start of the first line. */
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';

export function TextareaIcons() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="max-w-lg">
      <FormField label={t('textarea.comment')}>
        {(control) => (
          <div className="relative">
            <MessageSquare aria-hidden className="absolute start-3.5 top-3 size-4.5 text-muted-foreground" />
            <Textarea {...control} className="ps-10" placeholder={t('textarea.commentPlaceholder')} />
          </div>
        )}
      </FormField>
    </div>
  );
}
