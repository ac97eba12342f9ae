/** The first match is highlighted as you type, so Enter takes it: type "ber" and press Enter. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';

const frameworks = ['Angular', 'Astro', 'Ember', 'Next.js', 'Remix', 'Svelte', 'Vue'].map((f) => ({
  value: f,
  label: f,
}));

export function AutocompleteFirstMatch() {
  const { t } = useTranslation('ui-forms');
  const [value, setValue] = useState<string | null>(null);
  return (
    <div className="flex max-w-md flex-col gap-2">
      <FormField label={t('autocomplete.framework')}>
        {(control) => <Combobox {...control} options={frameworks} value={value} onChange={setValue} />}
      </FormField>
      <p className="text-sm text-muted-foreground">{t('value', { value: value ?? t('none') })}</p>
    </div>
  );
}
