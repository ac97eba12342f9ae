/** Items with a second line (the country, named by Intl); filtering still uses the label. */
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';

const airports = [
  { code: 'CDG', country: 'FR' },
  { code: 'JFK', country: 'US' },
  { code: 'NRT', country: 'JP' },
  { code: 'DXB', country: 'AE' },
] as const;

export function ComboboxCustomItems() {
  const { t, i18n } = useTranslation('ui-forms');
  const countries = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const options = airports.map(({ code, country }) => ({
    value: code,
    label: t(`combobox.airports.${code}`),
    description: countries.of(country),
  }));
  return (
    <div className="max-w-md">
      <FormField label={t('combobox.departure')}>
        {(control) => <Combobox {...control} openOnFocus options={options} placeholder={t('combobox.departureHint')} />}
      </FormField>
    </div>
  );
}
