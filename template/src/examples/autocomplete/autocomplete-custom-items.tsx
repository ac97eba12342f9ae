/** Options with a description line: people with their email. */
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';

const members = [
  { value: 'u1', label: 'Ada Lovelace', description: 'ada@demo.com' },
  { value: 'u2', label: 'Grace Hopper', description: 'grace@demo.com' },
  { value: 'u3', label: 'Katherine Johnson', description: 'katherine@demo.com' },
  { value: 'u4', label: 'Hedy Lamarr', description: 'hedy@demo.com', disabled: true },
];

export function AutocompleteCustomItems() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="max-w-md">
      <FormField label={t('autocomplete.reviewer')} description={t('autocomplete.reviewerHint')}>
        {(control) => <Combobox {...control} openOnFocus options={members} placeholder={t('autocomplete.name')} />}
      </FormField>
    </div>
  );
}
