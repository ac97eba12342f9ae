/** Fixed text before or after the value (a currency, a unit, a domain). Only the value is typed and submitted. */
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { InputGroup, InputGroupAddon, InputGroupInput } from '@/components/ui/input-group';

export function TextFieldAffixes() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <FormField label={t('text-field.price')}>
        {(control) => (
          <InputGroup>
            <InputGroupAddon>$</InputGroupAddon>
            <InputGroupInput {...control} inputMode="decimal" defaultValue="24.99" />
          </InputGroup>
        )}
      </FormField>
      <FormField label={t('text-field.weight')}>
        {(control) => (
          <InputGroup>
            <InputGroupInput {...control} inputMode="decimal" defaultValue="1.5" />
            <InputGroupAddon>{t('text-field.kg')}</InputGroupAddon>
          </InputGroup>
        )}
      </FormField>
      <FormField label={t('text-field.website')}>
        {(control) => (
          <InputGroup>
            <InputGroupAddon dir="ltr">https://</InputGroupAddon>
            <InputGroupInput {...control} dir="ltr" placeholder="tessera.dev" />
          </InputGroup>
        )}
      </FormField>
    </div>
  );
}
