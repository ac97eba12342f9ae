/** react-hook-form and zod with the default rules: required, then a minimum and a maximum length with a counter. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import { ControlledField } from '@/components/ui/form';
import { Textarea } from '@/components/ui/input';
import { maxLength, minLength, required } from '@/lib/form-rules';
import { ruleCheck } from '@/lib/form-schema';

const schema = z.object({ review: z.string().check(ruleCheck(required, minLength(20), maxLength(200))) });

export function TextareaValidation() {
  const { t } = useTranslation('ui-forms');
  const [sent, setSent] = useState(false);
  const { control, handleSubmit } = useForm({ resolver: zodResolver(schema), defaultValues: { review: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(() => setSent(true))} className="flex max-w-lg flex-col gap-4">
      <ControlledField control={control} name="review" label={t('textarea.review')} required maxLength={200}>
        {(field, aria) => <Textarea {...field} {...aria} autoGrow rows={3} />}
      </ControlledField>
      <div className="flex items-center gap-3">
        <Button type="submit">{t('textarea.publish')}</Button>
        {sent && (
          <p role="status" className="text-sm text-success-text">
            {t('textarea.published')}
          </p>
        )}
      </div>
    </form>
  );
}
