/** Several values from the list; the list stays open while you pick. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';

const skills = ['figma', 'react', 'sql', 'python', 'copywriting', 'seo'] as const;

export function AutocompleteMultiple() {
  const { t } = useTranslation('ui-forms');
  const [chosen, setChosen] = useState<string[]>(['react']);
  const options = skills.map((skill) => ({ value: skill, label: t(`autocomplete.skills.${skill}`) }));
  return (
    <div className="max-w-md">
      <FormField
        label={t('autocomplete.skillsLabel')}
        description={t('autocomplete.chosen', { count: chosen.length, total: skills.length })}
      >
        {(control) => (
          <Combobox {...control} multiple openOnFocus options={options} value={chosen} onChange={setChosen} />
        )}
      </FormField>
    </div>
  );
}
