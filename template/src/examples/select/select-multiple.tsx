/** Several values: a select that stays open while you pick, shows the choices as chips and lets you type to narrow. */
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';

const teams = ['design', 'engineering', 'marketing', 'sales', 'support', 'finance'] as const;

export function SelectMultiple() {
  const { t } = useTranslation('ui-forms');
  const options = teams.map((team) => ({ value: team, label: t(`select.teams.${team}`) }));
  return (
    <div className="max-w-md">
      <FormField label={t('select.teamsLabel')}>
        {(control) => (
          <Combobox {...control} multiple openOnFocus options={options} defaultValue={['design', 'sales']} />
        )}
      </FormField>
    </div>
  );
}
