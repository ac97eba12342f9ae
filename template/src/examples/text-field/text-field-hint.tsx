/** A hint under the field: FormField links it to the input with aria-describedby, so screen readers read it too. */
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export function TextFieldHint() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label={t('text-field.username')} description={t('text-field.usernameHint')}>
        {(control) => <Input {...control} placeholder="ada-lovelace" />}
      </FormField>
      <FormField label={t('text-field.workEmail')} description={t('text-field.workEmailHint')}>
        {(control) => <Input {...control} type="email" placeholder="ada@company.com" />}
      </FormField>
    </div>
  );
}
