/** Labels can hold more than text: a required mark (the control gets aria-required) and a hint link. */
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export function TextFieldLabel() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={t('text-field.company')} required>
        {(control) => <Input {...control} autoComplete="organization" />}
      </FormField>
      <FormField
        label={
          <>
            {t('text-field.vat')} <span className="font-normal text-muted-foreground">{t('text-field.optional')}</span>
          </>
        }
      >
        {(control) => <Input {...control} placeholder={t('text-field.vatPlaceholder')} />}
      </FormField>
    </div>
  );
}
