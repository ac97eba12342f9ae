/** Icons inside the field, at either end. They are decorative (aria-hidden): the label names the field. */
import { Mail, MapPin, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { InputGroup, InputGroupAddon, InputGroupInput } from '@/components/ui/input-group';

export function TextFieldIcons() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <FormField label={t('text-field.search')}>
        {(control) => (
          <InputGroup>
            <InputGroupAddon>
              <Search aria-hidden />
            </InputGroupAddon>
            <InputGroupInput {...control} type="search" placeholder={t('text-field.searchHint')} />
          </InputGroup>
        )}
      </FormField>
      <FormField label={t('text-field.email')}>
        {(control) => (
          <InputGroup>
            <InputGroupInput {...control} type="email" placeholder="ada@demo.com" />
            <InputGroupAddon>
              <Mail aria-hidden />
            </InputGroupAddon>
          </InputGroup>
        )}
      </FormField>
      <FormField label={t('text-field.location')}>
        {(control) => (
          <InputGroup variant="filled">
            <InputGroupAddon>
              <MapPin aria-hidden />
            </InputGroupAddon>
            <InputGroupInput {...control} placeholder={t('text-field.locationHint')} />
          </InputGroup>
        )}
      </FormField>
    </div>
  );
}
