/** Free text: a value that is not in the list is offered as "Use …" and kept as typed. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/field';

const sources = ['search', 'friend', 'newsletter', 'conference'] as const;

export function ComboboxFreeText() {
  const { t } = useTranslation('ui-forms');
  const [source, setSource] = useState<string | null>(null);
  const options = sources.map((s) => ({ value: s, label: t(`combobox.sources.${s}`) }));
  return (
    <div className="flex max-w-md flex-col gap-2">
      <FormField label={t('combobox.heardFrom')} description={t('combobox.heardFromHint')}>
        {(control) => <Combobox {...control} allowCustom options={options} value={source} onChange={setSource} />}
      </FormField>
      <p className="text-sm text-muted-foreground">{t('value', { value: source ?? t('none') })}</p>
    </div>
  );
}
