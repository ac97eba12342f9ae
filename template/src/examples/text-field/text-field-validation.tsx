/**
 * react-hook-form with a zod schema built from the default rules: required, email, numbers only and
 * lengths. Messages show after the first submit, then update as you type; the first error gets focus.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import { ControlledField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { email, maxLength, minLength, numeric, required } from '@/lib/form-rules';
import { ruleCheck } from '@/lib/form-schema';

const schema = z.object({
  name: z.string().check(ruleCheck(required, minLength(3), maxLength(20))),
  email: z.string().check(ruleCheck(required, email)),
  zip: z.string().check(ruleCheck(required, numeric, maxLength(5))),
});

export function TextFieldValidation() {
  const { t } = useTranslation('ui-forms');
  const [sent, setSent] = useState<string | null>(null);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', zip: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => setSent(values.name))} className="grid gap-5 sm:grid-cols-3">
      <ControlledField control={control} name="name" label={t('text-field.fullName')} required maxLength={20}>
        {(field, aria) => <Input {...field} {...aria} autoComplete="name" />}
      </ControlledField>
      <ControlledField control={control} name="email" label={t('text-field.email')} required>
        {(field, aria) => <Input {...field} {...aria} type="email" autoComplete="email" />}
      </ControlledField>
      <ControlledField control={control} name="zip" label={t('text-field.zip')} required>
        {(field, aria) => <Input {...field} {...aria} inputMode="numeric" autoComplete="postal-code" />}
      </ControlledField>
      <div className="flex items-center gap-3 sm:col-span-3">
        <Button type="submit">{t('text-field.submit')}</Button>
        {sent && (
          <p role="status" className="text-sm text-success-text">
            {t('text-field.valid', { name: sent })}
          </p>
        )}
      </div>
    </form>
  );
}
