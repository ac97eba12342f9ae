/** Many values with new ones allowed: type a tag and press Enter; Backspace in the empty field removes the last. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';

const suggestions = ['react', 'typescript', 'tailwind', 'vite', 'radix'].map((tag) => ({ value: tag, label: tag }));

export function ComboboxMultiple() {
  const { t } = useTranslation('ui-forms');
  const [tags, setTags] = useState(['react', 'vite']);
  return (
    <div className="max-w-md">
      <FormField label={t('combobox.tags')} description={t('combobox.selected', { count: tags.length })}>
        {(control) => (
          <Combobox {...control} multiple allowCustom options={suggestions} value={tags} onChange={setTags} />
        )}
      </FormField>
    </div>
  );
}
