/** A counter of characters against a maximum. Going over is allowed while typing; the counter turns red. */
import { useState } from 'react';
import { FormField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export function TextFieldCounter() {
  const [title, setTitle] = useState('Summer sale');
  return (
    <div className="max-w-sm">
      <FormField label="Campaign title" counter={{ count: title.length, max: 25 }}>
        {(control) => <Input {...control} value={title} onChange={(event) => setTitle(event.target.value)} />}
      </FormField>
    </div>
  );
}
