/** A counter of characters against a maximum. Going over is allowed while typing; the counter turns red. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export function TextFieldCounter() {
  const { t } = useTranslation('ui-forms');
  const [title, setTitle] = useState(() => t('text-field.campaignValue'));
  return (
    <div className="max-w-sm">
      <FormField label={t('text-field.campaignTitle')} counter={{ count: title.length, max: 25 }}>
        {(control) => <Input {...control} value={title} onChange={(event) => setTitle(event.target.value)} />}
      </FormField>
    </div>
  );
}
