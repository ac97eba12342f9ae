/** Chosen values as chips with their own remove buttons ("Remove Paris"), reachable with Tab. */
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';

const cities = ['amsterdam', 'berlin', 'lisbon', 'madrid', 'paris', 'rome', 'vienna'] as const;

export function ComboboxChips() {
  const { t } = useTranslation('ui-forms');
  const options = cities.map((city) => ({ value: city, label: t(`combobox.cities.${city}`) }));
  return (
    <div className="max-w-md">
      <FormField label={t('combobox.destinations')}>
        {(control) => (
          <Combobox {...control} multiple allowCustom options={options} defaultValue={['lisbon', 'paris', 'vienna']} />
        )}
      </FormField>
    </div>
  );
}
