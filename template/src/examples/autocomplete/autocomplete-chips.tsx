/** Chips for the chosen people; each has a remove button, and Backspace removes the last one. */
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';

const people = ['Sandra Perry', 'Peter Carter', 'Trevor Hansen', 'Tricia Taylor', 'Britta Holt'].map((p) => ({
  value: p,
  label: p,
}));

export function AutocompleteChips() {
  const { t } = useTranslation('ui-forms');
  return (
    <div className="max-w-md">
      <FormField label={t('autocomplete.shareWith')}>
        {(control) => (
          <Combobox {...control} multiple options={people} defaultValue={['Sandra Perry', 'Britta Holt']} />
        )}
      </FormField>
    </div>
  );
}
