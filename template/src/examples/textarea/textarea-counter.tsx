/** A character counter against a maximum length, read with the field by screen readers. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';

export function TextareaCounter() {
  const { t } = useTranslation('ui-forms');
  const [bio, setBio] = useState(() => t('textarea.bioValue'));
  return (
    <div className="max-w-lg">
      <FormField label={t('textarea.bio')} counter={{ count: bio.length, max: 120 }}>
        {(control) => <Textarea {...control} value={bio} onChange={(event) => setBio(event.target.value)} />}
      </FormField>
    </div>
  );
}
