/** A required select in react-hook-form: submitting without a choice shows the default message and focuses it. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { Button } from '@/components/ui/button';
import { ControlledField } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { required } from '@/lib/form-rules';
import { ruleCheck } from '@/lib/form-schema';

const schema = z.object({ country: z.string().check(ruleCheck(required)) });
const countryCodes = ['CA', 'FR', 'JP'];

export function SelectValidation() {
  const { t, i18n } = useTranslation('ui-forms');
  const countries = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const [sent, setSent] = useState(false);
  const { control, handleSubmit } = useForm({ resolver: zodResolver(schema), defaultValues: { country: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(() => setSent(true))} className="flex max-w-xs flex-col gap-4">
      <ControlledField control={control} name="country" label={t('select.country')} required>
        {({ value, onChange, onBlur, ref }, aria) => (
          <Select value={value} onValueChange={onChange}>
            <SelectTrigger {...aria} ref={ref} onBlur={onBlur}>
              <SelectValue placeholder={t('select.countryHint')} />
            </SelectTrigger>
            <SelectContent>
              {countryCodes.map((code) => (
                <SelectItem key={code} value={code}>
                  {countries.of(code)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </ControlledField>
      <div className="flex items-center gap-3">
        <Button type="submit">{t('select.continue')}</Button>
        {sent && (
          <p role="status" className="text-sm text-success-text">
            {t('select.countrySaved')}
          </p>
        )}
      </div>
    </form>
  );
}
