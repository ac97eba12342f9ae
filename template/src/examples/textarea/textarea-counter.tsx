/** A character counter against a maximum length, read with the field by screen readers. */
import { useState } from 'react';
import { FormField } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';

export function TextareaCounter() {
  const [bio, setBio] = useState('Product designer in Lyon. I draw interfaces and ride bikes.');
  return (
    <div className="max-w-lg">
      <FormField label="Bio" counter={{ count: bio.length, max: 120 }}>
        {(control) => <Textarea {...control} value={bio} onChange={(event) => setBio(event.target.value)} />}
      </FormField>
    </div>
  );
}
